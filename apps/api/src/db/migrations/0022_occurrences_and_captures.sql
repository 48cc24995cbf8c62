-- The glossary's words (docs/glossary.md): a room's occurrence (was room_sessions/session_id), the
-- SFU room's id (was sfu_room) and a capture (was meeting_recordings). Renames only, so every row
-- stays; the indexes and constraints whose names carry the old words are renamed with them.
ALTER TABLE "room_sessions" RENAME TO "room_occurrences";--> statement-breakpoint
ALTER TABLE "room_occurrences" RENAME COLUMN "sfu_room" TO "sfu_room_id";--> statement-breakpoint
ALTER TABLE "room_occurrences" RENAME CONSTRAINT "room_sessions_pkey" TO "room_occurrences_pkey";--> statement-breakpoint
ALTER TABLE "room_occurrences" RENAME CONSTRAINT "room_sessions_meeting_id_meetings_id_fk" TO "room_occurrences_meeting_id_meetings_id_fk";--> statement-breakpoint
ALTER INDEX "room_sessions_one_open_idx" RENAME TO "room_occurrences_one_open_idx";--> statement-breakpoint
ALTER INDEX "room_sessions_meeting_started_idx" RENAME TO "room_occurrences_meeting_started_idx";--> statement-breakpoint
ALTER TABLE "room_chat_messages" RENAME COLUMN "session_id" TO "occurrence_id";--> statement-breakpoint
ALTER TABLE "room_chat_messages" RENAME CONSTRAINT "room_chat_messages_session_id_room_sessions_id_fk" TO "room_chat_messages_occurrence_id_room_occurrences_id_fk";--> statement-breakpoint
ALTER INDEX "room_chat_messages_session_sent_idx" RENAME TO "room_chat_messages_occurrence_sent_idx";--> statement-breakpoint
ALTER TABLE "room_participants" RENAME COLUMN "session_id" TO "occurrence_id";--> statement-breakpoint
ALTER TABLE "room_participants" RENAME CONSTRAINT "room_participants_session_id_room_sessions_id_fk" TO "room_participants_occurrence_id_room_occurrences_id_fk";--> statement-breakpoint
ALTER TABLE "room_participants" RENAME CONSTRAINT "room_participants_session_id_participant_id_pk" TO "room_participants_occurrence_id_participant_id_pk";--> statement-breakpoint
ALTER TABLE "room_removals" RENAME COLUMN "session_id" TO "occurrence_id";--> statement-breakpoint
ALTER TABLE "room_removals" RENAME CONSTRAINT "room_removals_session_id_room_sessions_id_fk" TO "room_removals_occurrence_id_room_occurrences_id_fk";--> statement-breakpoint
ALTER INDEX "room_removals_session_idx" RENAME TO "room_removals_occurrence_idx";--> statement-breakpoint
ALTER TABLE "room_seats" RENAME COLUMN "session_id" TO "occurrence_id";--> statement-breakpoint
ALTER TABLE "room_seats" RENAME CONSTRAINT "room_seats_session_id_room_sessions_id_fk" TO "room_seats_occurrence_id_room_occurrences_id_fk";--> statement-breakpoint
ALTER TABLE "room_seats" RENAME CONSTRAINT "room_seats_session_id_participant_id_pk" TO "room_seats_occurrence_id_participant_id_pk";--> statement-breakpoint
ALTER TABLE "meeting_recordings" RENAME TO "room_captures";--> statement-breakpoint
ALTER TABLE "room_captures" RENAME COLUMN "session_id" TO "occurrence_id";--> statement-breakpoint
ALTER TABLE "room_captures" RENAME CONSTRAINT "meeting_recordings_pkey" TO "room_captures_pkey";--> statement-breakpoint
ALTER TABLE "room_captures" RENAME CONSTRAINT "meeting_recordings_state_check" TO "room_captures_state_check";--> statement-breakpoint
ALTER TABLE "room_captures" RENAME CONSTRAINT "meeting_recordings_stop_reason_check" TO "room_captures_stop_reason_check";--> statement-breakpoint
ALTER TABLE "room_captures" RENAME CONSTRAINT "meeting_recordings_user_id_users_id_fk" TO "room_captures_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "room_captures" RENAME CONSTRAINT "meeting_recordings_session_id_room_sessions_id_fk" TO "room_captures_occurrence_id_room_occurrences_id_fk";--> statement-breakpoint
ALTER TABLE "room_captures" RENAME CONSTRAINT "meeting_recordings_meeting_id_meetings_id_fk" TO "room_captures_meeting_id_meetings_id_fk";--> statement-breakpoint
ALTER TABLE "room_captures" RENAME CONSTRAINT "meeting_recordings_recording_id_recordings_id_fk" TO "room_captures_recording_id_recordings_id_fk";--> statement-breakpoint
ALTER INDEX "meeting_recordings_one_running_idx" RENAME TO "room_captures_one_running_idx";--> statement-breakpoint
ALTER INDEX "meeting_recordings_user_started_idx" RENAME TO "room_captures_user_started_idx";
