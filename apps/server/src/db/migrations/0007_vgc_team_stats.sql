-- The team indexes are rebuilt with the columns the team statistics read (see the schema), replacing 0006's.
DROP INDEX "vgc_matches_user_team_key_idx";--> statement-breakpoint
DROP INDEX "vgc_matches_user_team_id_idx";--> statement-breakpoint
-- Hand-edited: the function behind the generated column lead_pairs (drizzle writes only the column). One entry per
-- game with exactly two leads after trimming and dropping blanks, in game order: the two names as led, joined by a
-- newline (no Pokédex name has one) — as core mostCommonLeadPair reads a game. IMMUTABLE, as a generated column
-- requires: it reads only its argument. Adding the column computes it for every existing row (the backfill).
CREATE FUNCTION "vgc_lead_pairs"("games" jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT coalesce(array_agg(l."pair" ORDER BY g."n"), '{}'::text[])
	FROM jsonb_array_elements(CASE WHEN jsonb_typeof("games") = 'array' THEN "games" ELSE '[]'::jsonb END)
		WITH ORDINALITY AS g("game", "n")
	CROSS JOIN LATERAL (
		SELECT string_agg(x."name", E'\n' ORDER BY x."i") AS "pair", count(*) AS "leads"
		FROM (
			SELECT btrim(e."name", E' \t\n\r\f\v') AS "name", e."i"
			FROM jsonb_array_elements_text(
				CASE WHEN jsonb_typeof(g."game" -> 'leadPokemon') = 'array' THEN g."game" -> 'leadPokemon' ELSE '[]'::jsonb END
			) WITH ORDINALITY AS e("name", "i")
		) AS x
		WHERE x."name" <> ''
	) AS l
	WHERE l."leads" = 2
$$;--> statement-breakpoint
ALTER TABLE "vgc_matches" ADD COLUMN "lead_pairs" text[] GENERATED ALWAYS AS (vgc_lead_pairs(games)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "vgc_matches_user_team_key_idx" ON "vgc_matches" USING btree ("user_id","player_team_key","date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"team_id","wins","losses","opponent_team_key","lead_pairs");--> statement-breakpoint
CREATE INDEX "vgc_matches_user_team_id_idx" ON "vgc_matches" USING btree ("user_id","team_id","date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"wins","losses","opponent_team_key","lead_pairs");