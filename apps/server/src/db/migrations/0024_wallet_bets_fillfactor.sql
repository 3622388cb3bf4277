-- Every wallet bet is written twice: placed, then once more when it is won, settled without a win
-- or rolled back. None of those columns is indexed, so the second write can stay on the bet's own
-- page and add no index entry (a HOT update) when the page has room for the new row version; a
-- full page sends it elsewhere and writes an entry into each of the table's three indexes.
-- Pages are left half empty for that second version. Measured on a lottery period of 100,000
-- bets (issue 14), where every bet is settled in a few seconds: the database's work on the
-- settlement fell from 6.1 to 2.6 s of CPU. Rows already stored keep their pages; new ones follow.
ALTER TABLE wallet_bets SET (fillfactor = 50);
