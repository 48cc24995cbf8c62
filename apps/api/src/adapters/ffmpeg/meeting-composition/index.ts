// A recorded meeting, from Janus's .mjr files to one MP4 (docs/recording-composition.md).
export {
  convertJanusRecording,
  parseRecordingName,
  readJanusRecordings,
  type JanusRecordingFile,
  type JanusToolOptions,
  type ParsedRecordingName,
} from './janus-recordings';
export {
  composeMeeting,
  FPS,
  type ComposeMeetingOptions,
  type RecordedTrack,
} from './compose-meeting';
export {
  CANVAS,
  composeLayout,
  MIN_TILE_WIDTH,
  type MeetingLayout,
  type Rect,
} from './compose-layout';
