import { useId, useRef, useState, type DragEvent } from 'react';
import {
  TEMPLATE_MEDIA_ACCEPT,
  templateEditorMessages as text,
} from '@ruume/contracts';
import {
  Button,
  Icon,
  SegmentedControl,
  TextField,
  VisuallyHidden,
  formatFileSize,
} from '@ruume/ui-kit';
import {
  fileProblem,
  IMAGE_MAX_MB,
  mediaKindOf,
  VIDEO_MAX_MB,
  type BackgroundDraft,
  type BackgroundSource,
} from '../template-editor/template-draft';
import { TemplateUpgradeHint } from '../template-upgrade-hint/template-upgrade-hint';
import {
  StyledChosen,
  StyledChosenActions,
  StyledChosenText,
  StyledDropzone,
  StyledDropText,
  StyledError,
  StyledField,
  StyledLimits,
  StyledThumb,
} from './template-background-field.styles';

export interface TemplateBackgroundFieldProps {
  value: BackgroundDraft;
  onChange: (next: BackgroundDraft) => void;
  /** The chosen file's object URL (the editor makes one for the preview too). */
  fileUrl?: string | null;
  errors?: { file?: string; youtubeLink?: string; background?: string };
  /** The host's plan has custom backgrounds (SPEC §6); without, the field is locked. */
  allowed: boolean;
  disabled?: boolean;
}

const sourceOptions: { value: BackgroundSource; label: string }[] = [
  { value: 'upload', label: text.sourceUpload },
  { value: 'youtube', label: text.sourceYoutube },
];

function Thumb({ kind, src }: { kind: string; src?: string | null }) {
  return (
    <StyledThumb aria-hidden>
      {kind === 'image' && src ? (
        <img src={src} alt="" />
      ) : (
        <Icon
          name={kind === 'youtube' || kind === 'video' ? 'play' : 'upload'}
        />
      )}
    </StyledThumb>
  );
}

/**
 * The room's background (SPEC §3 mediaType with a file or a youtubeLink): an image or video
 * picked or dropped (checked here against the api's types and size limits before anything is
 * sent), or a YouTube link. Locked with the upgrade hint on plans without custom backgrounds.
 */
export function TemplateBackgroundField({
  value,
  onChange,
  fileUrl,
  errors = {},
  allowed,
  disabled = false,
}: TemplateBackgroundFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const errorId = useId();
  const locked = disabled || !allowed;
  const { current } = value;

  const pick = (file: File | undefined) => {
    if (!file) return;
    const problem = fileProblem(file);
    setPickError(problem);
    if (!problem) onChange({ ...value, source: 'upload', file });
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!locked) pick(event.dataTransfer.files[0]);
  };

  const fileError = pickError ?? errors.file ?? errors.background;
  const currentIsFile = current && current.kind !== 'youtube';
  const chosenName = value.file
    ? text.chosenFile(value.file.name, formatFileSize(value.file.size))
    : null;

  return (
    <StyledField>
      {!allowed && (
        <TemplateUpgradeHint>{text.backgroundsUpgrade}</TemplateUpgradeHint>
      )}
      <SegmentedControl
        label={text.backgroundSourceLabel}
        options={sourceOptions.map((option) => ({
          ...option,
          disabled: locked,
        }))}
        value={value.source}
        onValueChange={(source) => {
          setPickError(null);
          onChange({ ...value, source });
        }}
      />
      {value.source === 'upload' ? (
        <>
          <VisuallyHidden>
            <label>
              {text.fileLabel}
              <input
                ref={input}
                type="file"
                accept={TEMPLATE_MEDIA_ACCEPT}
                tabIndex={-1}
                disabled={locked}
                aria-describedby={fileError ? errorId : undefined}
                onChange={(event) => {
                  pick(event.target.files?.[0]);
                  // The same file again is a new choice (after a refusal, say).
                  event.target.value = '';
                }}
              />
            </label>
          </VisuallyHidden>
          {value.file ? (
            <StyledChosen>
              <Thumb kind={mediaKindOf(value.file) ?? 'image'} src={fileUrl} />
              <StyledChosenText>
                <strong>{chosenName}</strong>
              </StyledChosenText>
              <StyledChosenActions>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={locked}
                  onClick={() => input.current?.click()}
                >
                  {text.replaceFile}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={disabled}
                  onClick={() => {
                    setPickError(null);
                    onChange({ ...value, file: null });
                  }}
                >
                  {text.removeFile}
                </Button>
              </StyledChosenActions>
            </StyledChosen>
          ) : currentIsFile ? (
            <StyledChosen>
              <Thumb kind={current.kind} src={current.url} />
              <StyledChosenText>
                <strong>
                  {current.stockName
                    ? text.stockBackground(current.stockName)
                    : text.currentBackground}
                </strong>
                <span>{text.currentBackgroundKept}</span>
              </StyledChosenText>
              {!locked && (
                <StyledChosenActions>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => input.current?.click()}
                  >
                    {text.replaceFile}
                  </Button>
                </StyledChosenActions>
              )}
            </StyledChosen>
          ) : (
            <StyledDropzone
              $dragging={dragging}
              $invalid={Boolean(fileError)}
              $disabled={locked}
              onDragOver={(event) => {
                event.preventDefault();
                if (!locked) setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
            >
              <Icon name="upload" size="lg" />
              <Button
                size="sm"
                variant="secondary"
                disabled={locked}
                onClick={() => input.current?.click()}
              >
                {text.chooseFile}
              </Button>
              {/* Nothing can be dropped while locked (the upgrade hint says why). */}
              {!locked && <StyledDropText>{text.dropHint}</StyledDropText>}
            </StyledDropzone>
          )}
          <StyledLimits>
            {text.fileLimits(IMAGE_MAX_MB, VIDEO_MAX_MB)}
          </StyledLimits>
          {fileError && (
            <StyledError id={errorId} role="alert">
              <Icon name="alert-circle" size="sm" />
              <span>{fileError}</span>
            </StyledError>
          )}
        </>
      ) : (
        <TextField
          label={text.youtubeLabel}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder={text.youtubePlaceholder}
          hint={text.youtubeHint}
          disabled={locked}
          value={value.youtubeLink}
          error={errors.youtubeLink ?? errors.background}
          onChange={(event) =>
            onChange({ ...value, youtubeLink: event.target.value })
          }
        />
      )}
    </StyledField>
  );
}
