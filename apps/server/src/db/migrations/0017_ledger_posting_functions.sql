-- The ledger's writer and the seamless wallet's batch read and write as server-side functions:
-- PostgreSQL keeps their plans per connection, and a posting takes one call to read and one to
-- write. Their statements take arrays of the same shape every call: they are planned once
-- (force_generic_plan; left to choose, PostgreSQL planned each call again, which cost several
-- times the running).
--
-- The writer checks, in the call that writes, that the rows its postings were decided on are
-- still as they were read (balances, keys not taken, bets as seen). A lone posting may then be
-- read and decided without a transaction and written in one call: when something changed in
-- between, the call fails as a serialization failure, nothing of it is kept, and the caller
-- decides again under locks (modules/wallet/batch-apply.ts). The decision itself stays in
-- TypeScript (modules/ledger/posting-rules.ts).

CREATE FUNCTION ledger_expect(held boolean, what text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF held IS NOT TRUE THEN
    RAISE EXCEPTION 'ledger write decided on a stale read: %', what USING ERRCODE = 'serialization_failure';
  END IF;
END
$$;

-- The one writer of ledger rows (called through modules/ledger/ledger.repository.ts): the
-- accounts' new balances (each account of the decision, with the balance it was read at), the
-- transfers in order (claiming their keys) and the entries of the applied ones. Answers the
-- transfers written as [{id, merchant_id, idempotency_key}].
CREATE FUNCTION ledger_write(
  account_ids bigint[], account_read bigint[], account_balance bigint[],
  t_merchant int[], t_key text[], t_kind text[], t_hash text[], t_status text[], t_answer text[],
  t_created_by text[],
  e_merchant int[], e_key text[], e_account bigint[], e_amount bigint[], e_after bigint[]
) RETURNS json
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  changed bigint;
  written json;
BEGIN
  UPDATE ledger_accounts a SET balance = v.balance
  FROM unnest(account_ids, account_read, account_balance) AS v(id, read, balance)
  WHERE a.id = v.id AND a.balance = v.read;
  GET DIAGNOSTICS changed = ROW_COUNT;
  PERFORM ledger_expect(changed = cardinality(account_ids), 'an account changed since it was read');

  WITH transfer AS (
    INSERT INTO ledger_transfers (merchant_id, idempotency_key, kind, request_hash, status, answer, created_by)
    SELECT merchant_id, idempotency_key, kind, request_hash, status, answer::jsonb, created_by
    FROM unnest(t_merchant, t_key, t_kind, t_hash, t_status, t_answer, t_created_by)
      WITH ORDINALITY AS v(merchant_id, idempotency_key, kind, request_hash, status, answer, created_by, n)
    ORDER BY n
    ON CONFLICT ON CONSTRAINT ledger_transfers_key DO NOTHING
    RETURNING id, merchant_id, idempotency_key
  ), entry AS (
    INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
    SELECT t.id, e.account_id, e.amount, e.balance_after
    FROM unnest(e_merchant, e_key, e_account, e_amount, e_after)
      WITH ORDINALITY AS e(merchant_id, idempotency_key, account_id, amount, balance_after, n)
    JOIN transfer t USING (merchant_id, idempotency_key)
    ORDER BY e.n
  )
  SELECT count(*), coalesce(json_agg(json_build_object(
           'id', id::text, 'merchant_id', merchant_id, 'idempotency_key', idempotency_key)), '[]')
  INTO changed, written FROM transfer;
  PERFORM ledger_expect(changed = cardinality(t_key), 'a key was taken meanwhile');
  RETURN written;
END
$$;

-- One read of a wallet batch: the keys already answered, the sessions of new bets that expired
-- (on the database's clock), the bets concerned, every account, locked when in a transaction
-- (bets, then accounts in id order: no deadlocks), and the bonus terms of the bets' members and
-- games (max bet, turnover weight).
CREATE FUNCTION wallet_batch_read(
  k_merchant int[], k_key text[], sessions text[], bettors bigint[],
  g_merchant int[], g_vendor text[], g_game text[], b_vendor text[], b_tx text[], account_ids bigint[]
) RETURNS json
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN (SELECT json_build_object(
    'stored', (SELECT coalesce(json_agg(t), '[]') FROM (
       SELECT id::text, merchant_id, idempotency_key, status, request_hash, answer FROM ledger_transfers
       WHERE (merchant_id, idempotency_key) IN (SELECT * FROM unnest(k_merchant, k_key))
     ) t),
    'expired', (SELECT coalesce(json_agg(id), '[]') FROM game_sessions
       WHERE id = ANY(sessions) AND (expires_at <= now() OR ended_at IS NOT NULL)),
    'bets', (SELECT coalesce(json_agg(b), '[]') FROM (
       SELECT vendor_code, tx_id, status, member_id::text FROM wallet_bets
       WHERE (vendor_code, tx_id) IN (SELECT * FROM unnest(b_vendor, b_tx))
       ORDER BY vendor_code, tx_id FOR UPDATE
     ) b),
    'accounts', (SELECT coalesce(json_agg(a), '[]') FROM (
       SELECT id::text, balance::text, may_go_negative FROM ledger_accounts
       WHERE id = ANY(account_ids) ORDER BY id FOR UPDATE
     ) a),
    'max_bets', (SELECT coalesce(json_agg(r), '[]') FROM (
       SELECT member_id::text, currency, min(max_bet)::text AS max_bet FROM turnover_requirements
       WHERE member_id = ANY(bettors) AND released_at IS NULL AND max_bet IS NOT NULL
       GROUP BY member_id, currency
     ) r),
    'weights', (SELECT coalesce(json_agg(w), '[]') FROM (
       SELECT v.merchant_id, v.vendor_code, v.game_code, coalesce(
         (SELECT bw.weight_percent FROM bonus_game_weights bw
          WHERE bw.vendor_code = v.vendor_code AND bw.game_code = v.game_code
            AND (bw.merchant_id = v.merchant_id OR bw.merchant_id IS NULL)
          ORDER BY bw.merchant_id NULLS LAST LIMIT 1),
         (SELECT bw.weight_percent FROM bonus_game_weights bw JOIN games g ON g.game_type = bw.game_type
          WHERE g.vendor_code = v.vendor_code AND g.game_code = v.game_code
            AND (bw.merchant_id = v.merchant_id OR bw.merchant_id IS NULL)
          ORDER BY bw.merchant_id NULLS LAST LIMIT 1),
         0) AS weight
       FROM unnest(g_merchant, g_vendor, g_game) AS v(merchant_id, vendor_code, game_code)
     ) w)));
END
$$;

-- One write of a wallet batch: the ledger's postings (ledger_write), the batch's bets (refused
-- ones as REFUSED, so a rollback finds them) and what bets won. Every bet must be new and every
-- winning bet still placed, or nothing is kept. Answers ledger_write's transfers.
CREATE FUNCTION wallet_batch_write(
  account_ids bigint[], account_read bigint[], account_balance bigint[],
  t_merchant int[], t_key text[], t_kind text[], t_hash text[], t_status text[], t_answer text[],
  t_created_by text[],
  e_merchant int[], e_key text[], e_account bigint[], e_amount bigint[], e_after bigint[],
  p_vendor text[], p_tx text[], p_merchant int[], p_member bigint[], p_session text[], p_currency text[],
  p_round text[], p_amount bigint[], p_status text[], p_counted bigint[],
  w_vendor text[], w_tx text[], w_amount bigint[]
) RETURNS json
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  changed bigint;
  written json;
BEGIN
  written := ledger_write(account_ids, account_read, account_balance,
    t_merchant, t_key, t_kind, t_hash, t_status, t_answer, t_created_by,
    e_merchant, e_key, e_account, e_amount, e_after);

  INSERT INTO wallet_bets (vendor_code, tx_id, merchant_id, member_id, session_id, currency, round_id, amount, status, counted)
  SELECT * FROM unnest(p_vendor, p_tx, p_merchant, p_member, p_session, p_currency, p_round, p_amount, p_status, p_counted)
  ON CONFLICT (vendor_code, tx_id) DO NOTHING;
  GET DIAGNOSTICS changed = ROW_COUNT;
  PERFORM ledger_expect(changed = cardinality(p_tx), 'a bet was placed meanwhile');

  UPDATE wallet_bets b SET won = b.won + v.amount, updated_at = now()
  FROM unnest(w_vendor, w_tx, w_amount) AS v(vendor_code, tx_id, amount)
  WHERE b.vendor_code = v.vendor_code AND b.tx_id = v.tx_id AND b.status = 'PLACED';
  GET DIAGNOSTICS changed = ROW_COUNT;
  PERFORM ledger_expect(changed = cardinality(w_tx), 'a bet was rolled back meanwhile');
  RETURN written;
END
$$;
