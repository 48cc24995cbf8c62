import { useEffect, useRef } from 'react';
import {
  MAX_EMBEDDED_LINKS,
  templateEditorMessages as text,
  type EmbeddedLink,
  type PlanTier,
} from '@ruume/contracts';
import { Button, Icon, IconButton, TextField } from '@ruume/ui-kit';
import { TemplateUpgradeHint } from '../template-upgrade-hint/template-upgrade-hint';
import {
  StyledCount,
  StyledError,
  StyledFooter,
  StyledLinks,
  StyledRow,
  StyledRows,
} from './template-links-field.styles';

export interface LinkErrors {
  title?: string;
  url?: string;
}

export interface TemplateLinksFieldProps {
  value: EmbeddedLink[];
  onChange: (next: EmbeddedLink[]) => void;
  /** The host's tier and how many links it allows (SPEC §6). */
  tier: PlanTier;
  max: number;
  errors?: { rows?: (LinkErrors | undefined)[]; list?: string };
  disabled?: boolean;
}

/**
 * The links guests can open inside the room: title and address rows, added up to the tier's
 * cap. At the cap (or on a plan without links) the hint says why and leads to the plans,
 * unless no plan allows more.
 */
export function TemplateLinksField({
  value,
  onChange,
  tier,
  max,
  errors = {},
  disabled = false,
}: TemplateLinksFieldProps) {
  const titles = useRef<(HTMLInputElement | null)[]>([]);
  const focusRow = useRef<number | null>(null);

  // A new row takes the focus; a removed one hands it to the row before (or the add button).
  useEffect(() => {
    if (focusRow.current === null) return;
    titles.current[focusRow.current]?.focus();
    focusRow.current = null;
  });

  const update = (index: number, change: Partial<EmbeddedLink>) =>
    onChange(
      value.map((link, i) => (i === index ? { ...link, ...change } : link)),
    );
  const add = () => {
    focusRow.current = value.length;
    onChange([...value, { title: '', url: '' }]);
  };
  const remove = (index: number) => {
    focusRow.current = index > 0 ? index - 1 : null;
    onChange(value.filter((_, i) => i !== index));
  };

  const atLimit = value.length >= max;
  const hint =
    max === 0
      ? text.linksNotInPlan
      : atLimit && max < MAX_EMBEDDED_LINKS
        ? text.linksAtLimit(max, tier)
        : null;

  return (
    <StyledLinks>
      {value.length > 0 && (
        <StyledRows>
          {value.map((link, index) => {
            const n = index + 1;
            const rowErrors = errors.rows?.[index];
            return (
              <StyledRow key={index}>
                <TextField
                  label={text.linkTitleLabel(n)}
                  hideLabel
                  placeholder={text.linkTitlePlaceholder}
                  autoComplete="off"
                  value={link.title}
                  error={rowErrors?.title}
                  disabled={disabled}
                  ref={(node) => {
                    titles.current[index] = node;
                  }}
                  onChange={(event) =>
                    update(index, { title: event.target.value })
                  }
                />
                <TextField
                  label={text.linkUrlLabel(n)}
                  hideLabel
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  placeholder={text.linkUrlPlaceholder}
                  leadingIcon="link"
                  value={link.url}
                  error={rowErrors?.url}
                  disabled={disabled}
                  onChange={(event) =>
                    update(index, { url: event.target.value })
                  }
                />
                <IconButton
                  icon="trash"
                  label={text.removeLink(n)}
                  variant="ghost"
                  disabled={disabled}
                  onClick={() => remove(index)}
                />
              </StyledRow>
            );
          })}
        </StyledRows>
      )}
      {errors.list && (
        <StyledError role="alert">
          <Icon name="alert-circle" size="sm" />
          <span>{errors.list}</span>
        </StyledError>
      )}
      {max > 0 && (
        <StyledFooter>
          <Button
            size="sm"
            variant="secondary"
            leadingIcon="plus"
            disabled={disabled || atLimit}
            onClick={add}
          >
            {text.addLink}
          </Button>
          <StyledCount>{text.linksCount(value.length, max)}</StyledCount>
        </StyledFooter>
      )}
      {hint && <TemplateUpgradeHint>{hint}</TemplateUpgradeHint>}
      {max > 0 && atLimit && !hint && (
        <StyledCount>{text.linksAtMax(max)}</StyledCount>
      )}
    </StyledLinks>
  );
}
