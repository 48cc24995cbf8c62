// Public API of @ruume/ui-kit: theme tokens, primitives and hooks. No API calls live here.

// Theme
export * from './theme';

// Hooks
export { useIsMobile } from './hooks/use-is-mobile';
export { useMediaQuery } from './hooks/use-media-query';
export { useDebouncedValue } from './hooks/use-debounced-value';
export { useCopyLink } from './copy-link/use-copy-link';
export {
  ViewerTimeZone,
  useViewerTimeZone,
} from './hooks/use-viewer-time-zone';
export { browserLocation } from './utils/browser-location';

// Formats (SPEC §9): money and storage, written once
export { formatCents, formatDollars, formatMoney } from './format/money';
export { formatFileSize, formatGigabytes } from './format/storage';
// Meeting times in the viewer's zone (and the meeting's), shared by the meeting and room libs
export {
  browserTimeZone,
  dateInZone,
  formatDay,
  formatDayHeading,
  formatRange,
  formatSchedule,
  offsetLabel,
  scheduleStatus,
  timeZoneNames,
  zoneCity,
  zoneOffsetMs,
  zonedTimeToIso,
} from './format/meeting-time';
export type { MeetingSchedule } from './format/meeting-time';

// Layout and text
export { Stack } from './stack/stack';
export type { StackProps } from './stack/stack';
export { Card } from './card/card';
export type { CardProps } from './card/card';
export { Heading } from './heading/heading';
export type { HeadingLevel, HeadingProps } from './heading/heading';
export { Text } from './text/text';
export type {
  TextAlign,
  TextProps,
  TextSize,
  TextTone,
  TextWeight,
} from './text/text';
export { TextLink } from './text-link/text-link';
export type { TextLinkProps } from './text-link/text-link';
export { VisuallyHidden } from './visually-hidden/visually-hidden';
export type { VisuallyHiddenProps } from './visually-hidden/visually-hidden';
export { PublicPageLayout } from './public-page-layout/public-page-layout';
export type { PublicPageLayoutProps } from './public-page-layout/public-page-layout';

// Brand
export { Logo } from './logo/logo';
export type { LogoProps, LogoSize } from './logo/logo';
export { LogoButton } from './logo-button/logo-button';
export type { LogoButtonProps } from './logo-button/logo-button';

// Actions
export { Button } from './button/button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './button/button';
export { IconButton } from './icon-button/icon-button';
export type {
  IconButtonProps,
  IconButtonSize,
  IconButtonVariant,
} from './icon-button/icon-button';

// Forms
export { Field } from './field/field';
export type { FieldControlProps, FieldProps } from './field/field';
export { TextField } from './text-field/text-field';
export type { TextFieldProps } from './text-field/text-field';
export { SelectField } from './select-field/select-field';
export type {
  SelectFieldProps,
  SelectOption,
} from './select-field/select-field';
export { Toggle } from './toggle/toggle';
export type { ToggleProps } from './toggle/toggle';
export { SegmentedControl } from './segmented-control/segmented-control';
export type {
  SegmentedControlProps,
  SegmentedOption,
} from './segmented-control/segmented-control';

// Navigation
export { Tabs } from './tabs/tabs';
export type { TabsProps } from './tabs/tabs';
export { TabList } from './tabs/tab-list';
export type { TabListProps } from './tabs/tab-list';
export { Tab } from './tabs/tab';
export type { TabProps } from './tabs/tab';
export { TabPanel } from './tabs/tab-panel';
export type { TabPanelProps } from './tabs/tab-panel';

// Feedback
export { Alert } from './alert/alert';
export type { AlertProps, AlertTone } from './alert/alert';
export { Badge } from './badge/badge';
export type { BadgeProps, BadgeTone } from './badge/badge';
export { Spinner } from './spinner/spinner';
export type { SpinnerProps, SpinnerSize, SpinnerTone } from './spinner/spinner';
export { LoadingOverlay } from './loading-overlay/loading-overlay';
export type { LoadingOverlayProps } from './loading-overlay/loading-overlay';
export { ProgressBar, clampPercent } from './progress-bar/progress-bar';
export type {
  ProgressBarProps,
  ProgressSize,
  ProgressTone,
} from './progress-bar/progress-bar';
export { Toaster, toast } from './toast/toast';
export type { ToasterProps } from './toast/toast';
export { Modal } from './modal/modal';
export type { ModalProps, ModalSize } from './modal/modal';
export { ConfirmDialog } from './confirm-dialog/confirm-dialog';
export type { ConfirmDialogProps } from './confirm-dialog/confirm-dialog';
export { LoadError } from './load-error/load-error';
export { LoadMore } from './load-more/load-more';
export type { LoadMoreProps } from './load-more/load-more';
export type { LoadErrorProps } from './load-error/load-error';
export { StorageMeter } from './storage-meter/storage-meter';
export type { StorageMeterProps } from './storage-meter/storage-meter';
export { RecordingDot } from './recording-dot/recording-dot';
export type {
  RecordingDotProps,
  RecordingDotSize,
} from './recording-dot/recording-dot';

// Media
export { Avatar } from './avatar/avatar';
export type { AvatarProps, AvatarSize } from './avatar/avatar';
export {
  AVATAR_LUMINANCE_THRESHOLD,
  DEFAULT_AVATAR_BACKGROUND,
  avatarColors,
  avatarTextColor,
  initials,
} from './avatar/avatar-colors';
export { Icon } from './icon/icon';
export type { IconName, IconProps, IconSize } from './icon/icon';
export { iconNames } from './icon/icon-paths';
export { RoomMedia } from './room-media/room-media';
export type { RoomMediaProps } from './room-media/room-media';
export {
  templateBackground,
  youtubeThumbnail,
} from './room-media/room-background';
export type { RoomBackground } from './room-media/room-background';

// Pages and layouts
export { StatusMessage, StatusPage } from './status-page/status-page';
export type { StatusPageProps } from './status-page/status-page';
export { NotFoundPage } from './status-page/not-found-page';
export { ErrorState } from './status-page/error-state';
export type { ErrorStateProps } from './status-page/error-state';
export { PagePlaceholder } from './status-page/page-placeholder';
export { FieldRow, Form, FormActions } from './form/form';
export type { FormProps } from './form/form';
export { SettingsSection } from './settings-section/settings-section';
export type { SettingsSectionProps } from './settings-section/settings-section';
export { NavTabs } from './nav-tabs/nav-tabs';
export type { NavTabsProps } from './nav-tabs/nav-tabs';
export { AppPageLayout } from './app-page-layout/app-page-layout';
export type { AppPageLayoutProps } from './app-page-layout/app-page-layout';
