-- Issue 32, point 11 (decision 061): an office's município is its IBGE code, no longer the holiday
-- library's code of the six municípios it knows. The offices that chose one of those keep it.
UPDATE "organizations" SET "city" = CASE "state" || ':' || "city"
  WHEN 'SP:SP' THEN '3550308'
  WHEN 'RJ:RJ' THEN '3304557'
  WHEN 'MG:BH' THEN '3106200'
  WHEN 'PR:CU' THEN '4106902'
  WHEN 'PE:RE' THEN '2611606'
  WHEN 'GO:GOIANIA' THEN '5208707'
END
WHERE "city" IS NOT NULL AND "city" !~ '^[0-9]{7}$';
