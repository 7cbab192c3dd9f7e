-- Every account has the nine emotion tags. New accounts get them at sign-up; this gives them to
-- the accounts made before. A name the user already has (any case) is left as it is.
INSERT INTO tags (id, user_id, name, type)
SELECT gen_random_uuid(), u.id, e.name, 'emotion'
FROM users u
CROSS JOIN (VALUES ('Joy'), ('Sadness'), ('Anger'), ('Fear'), ('Surprise'), ('Trust'),
  ('Anticipation'), ('Disgust'), ('Neutral')) AS e(name)
ON CONFLICT DO NOTHING;
