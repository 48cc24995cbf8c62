import { PagePlaceholder } from '@ruume/ui-kit';

export function TemplateEditorPage() {
  return <PagePlaceholder title="template editor" />;
}
