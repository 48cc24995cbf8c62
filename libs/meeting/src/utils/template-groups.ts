import type { Template, TemplateCategory } from '@ruume/contracts';

/** The picker's filters: every template, the host's own, or one category. */
export type TemplateFilter = 'all' | 'own' | `category:${string}`;

export const isOwnTemplate = (template: Template): boolean => !template.isStock;

/** The templates a filter keeps, the host's own first (they chose them), then the stock ones. */
export function filterTemplates(
  templates: readonly Template[],
  filter: TemplateFilter,
): Template[] {
  const kept = templates.filter((template) => {
    if (filter === 'all') return true;
    if (filter === 'own') return isOwnTemplate(template);
    const id = filter.slice('category:'.length);
    return template.categories.some((category) => category.id === id);
  });
  return [
    ...kept.filter(isOwnTemplate),
    ...kept.filter((t) => !isOwnTemplate(t)),
  ];
}

/** Categories that hold at least one template, in the api's order. */
export const usedCategories = (
  categories: readonly TemplateCategory[],
  templates: readonly Template[],
): TemplateCategory[] =>
  categories.filter((category) =>
    templates.some((t) => t.categories.some((c) => c.id === category.id)),
  );
