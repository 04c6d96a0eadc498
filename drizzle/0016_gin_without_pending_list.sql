-- New entries go straight into the GIN indexes instead of a pending list that every search reads
-- through until a vacuum merges it. Set in place (no rebuild); what is pending now is merged.
ALTER INDEX "ideas_search_public_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "ideas_search_private_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "ideas_title_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "ideas_public_text_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('ideas_search_public_idx'::regclass), gin_clean_pending_list('ideas_search_private_idx'::regclass), gin_clean_pending_list('ideas_title_trgm_idx'::regclass), gin_clean_pending_list('ideas_public_text_trgm_idx'::regclass);
