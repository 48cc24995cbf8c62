import type { ReactNode } from 'react';
import { paths } from '@ruume/contracts';
import { PublicPageLayout } from '@ruume/ui-kit';

export interface ShareLayoutProps {
  children: ReactNode;
  /** The decorative image beside the content (wide screens only). */
  image?: string;
}

/** Frame of the share pages: the logo leads to registration (SPEC §2), a centred card. */
export function ShareLayout({ children, image }: ShareLayoutProps) {
  return (
    <PublicPageLayout
      logoTo={paths.register}
      logoLabel="ruume"
      aside={image ? <img src={image} alt="" decoding="async" /> : undefined}
    >
      {children}
    </PublicPageLayout>
  );
}
