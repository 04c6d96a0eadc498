-- The original app's seven categories come first so its data imports cleanly; 'Other' stays last.
INSERT INTO "categories" ("name", "position") VALUES
  ('Health', 1), ('Baby', 2), ('Home', 3), ('Tech', 4), ('Business', 5), ('Education', 6), ('Finance', 7),
  ('Food & Drink', 8), ('Travel', 9), ('Entertainment', 10), ('Sports & Fitness', 11), ('Environment', 12),
  ('Fashion', 13), ('Other', 99)
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
INSERT INTO "languages" ("name", "position") VALUES
  ('English', 1), ('Spanish', 2), ('French', 3), ('German', 4), ('Italian', 5), ('Portuguese', 6),
  ('Chinese', 7), ('Japanese', 8), ('Korean', 9), ('Arabic', 10), ('Russian', 11), ('Dutch', 12),
  ('Hindi', 13), ('Turkish', 14), ('Polish', 15), ('Swedish', 16)
ON CONFLICT ("name") DO NOTHING;
