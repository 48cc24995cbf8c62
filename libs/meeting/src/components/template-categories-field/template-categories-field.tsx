import { useId } from 'react';
import {
  TEMPLATE_MAX_CATEGORIES,
  templateEditorMessages as text,
  type TemplateCategory,
} from '@ruume/contracts';
import { Icon } from '@ruume/ui-kit';
import {
  StyledChip,
  StyledChips,
  StyledError,
  StyledFieldset,
  StyledHint,
  StyledLegend,
} from './template-categories-field.styles';

export interface TemplateCategoriesFieldProps {
  categories: TemplateCategory[];
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
  /** The categories call failed: say so instead of an empty row. */
  unavailable?: boolean;
  disabled?: boolean;
}

/** Where the template is filed (SPEC §3 categories): chips to tick, up to the contracts' cap. */
export function TemplateCategoriesField({
  categories,
  value,
  onChange,
  error,
  unavailable = false,
  disabled = false,
}: TemplateCategoriesFieldProps) {
  const hintId = useId();
  const full = value.length >= TEMPLATE_MAX_CATEGORIES;
  return (
    <StyledFieldset aria-describedby={hintId}>
      <StyledLegend>{text.categoriesLabel}</StyledLegend>
      <StyledChips>
        {categories.map((category) => {
          const checked = value.includes(category.id);
          return (
            <StyledChip key={category.id} $checked={checked}>
              <input
                type="checkbox"
                checked={checked}
                disabled={disabled || (full && !checked)}
                onChange={() =>
                  onChange(
                    checked
                      ? value.filter((id) => id !== category.id)
                      : [...value, category.id],
                  )
                }
              />
              {checked && <Icon name="check" size="xs" />}
              <span>{category.name}</span>
            </StyledChip>
          );
        })}
      </StyledChips>
      <StyledHint id={hintId}>
        {unavailable
          ? text.categoriesUnavailable
          : text.categoriesHint(TEMPLATE_MAX_CATEGORIES)}
      </StyledHint>
      {error && (
        <StyledError role="alert">
          <Icon name="alert-circle" size="sm" />
          <span>{error}</span>
        </StyledError>
      )}
    </StyledFieldset>
  );
}
