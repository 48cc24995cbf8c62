import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  resendVerificationRequestSchema,
  type ResendVerificationRequest,
} from '@ruume/contracts';

/** The resend form's validation, loaded on demand (see lazyResolver). */
export const resendVerificationResolver = zodResolver(
  resendVerificationRequestSchema,
) as Resolver<ResendVerificationRequest>;
