CREATE TABLE "recording_search_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recording_search_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"recording_id" text NOT NULL,
	"source" text NOT NULL,
	"start_ms" integer,
	"text" text NOT NULL,
	"document" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, text)) STORED
);
--> statement-breakpoint
ALTER TABLE "recording_search_lines" ADD CONSTRAINT "recording_search_lines_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recording_search_lines_recording" ON "recording_search_lines" USING btree ("recording_id");--> statement-breakpoint
CREATE INDEX "recording_search_lines_document" ON "recording_search_lines" USING gin ("document");--> statement-breakpoint
-- A recording's searchable lines, written again from its transcript and summary whenever either
-- changes: each transcript line at its moment; the summary's overview, key points, decisions and
-- action items (no moment), its chapters (title and line, at their start) and highlights.
CREATE FUNCTION recording_search_lines_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM recording_search_lines WHERE recording_id = NEW.recording_id;
  INSERT INTO recording_search_lines (recording_id, source, start_ms, text)
  SELECT NEW.recording_id, 'transcript', (line->>'startMs')::integer, line->>'text'
    FROM jsonb_array_elements(coalesce(NEW.transcript, '[]'::jsonb)) AS line
   WHERE btrim(coalesce(line->>'text', '')) <> ''
  UNION ALL
  SELECT NEW.recording_id, 'summary', part.start_ms, part.text
    FROM (
      SELECT NULL::integer AS start_ms, NEW.summary->>'overview' AS text
      UNION ALL
      SELECT NULL, value FROM jsonb_array_elements_text(coalesce(NEW.summary->'keyPoints', '[]'::jsonb))
      UNION ALL
      SELECT NULL, value FROM jsonb_array_elements_text(coalesce(NEW.summary->'decisions', '[]'::jsonb))
      UNION ALL
      SELECT NULL, item->>'text' FROM jsonb_array_elements(coalesce(NEW.summary->'actionItems', '[]'::jsonb)) AS item
      UNION ALL
      SELECT (chapter->>'startMs')::integer, concat_ws('. ', chapter->>'title', chapter->>'line')
        FROM jsonb_array_elements(coalesce(NEW.summary->'chapters', '[]'::jsonb)) AS chapter
      UNION ALL
      SELECT (moment->>'startMs')::integer, moment->>'text'
        FROM jsonb_array_elements(coalesce(NEW.summary->'highlights', '[]'::jsonb)) AS moment
    ) AS part
   WHERE NEW.summary IS NOT NULL AND btrim(coalesce(part.text, '')) <> '';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER recording_search_lines_write
  AFTER INSERT OR UPDATE OF transcript, summary ON recording_summaries
  FOR EACH ROW EXECUTE FUNCTION recording_search_lines_write();
--> statement-breakpoint
-- The library as it stands: every recording's lines, once.
UPDATE recording_summaries SET transcript = transcript;
