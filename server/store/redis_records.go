package store

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"time"

	"github.com/redis/go-redis/v9"
)

// The records of the Redis store: where each lives, the scripts that write a
// record and its change notification at once, and the Store methods over them.

// Redis keys. The records that scripts change together share the hash tag
// {scamcheck}, so the scripts work on Redis Cluster (one slot). The per-request
// keys (usage of a period, rate bucket of an account) share the hash tag
// {scamcheck:meter}, so that one script decides a request's rate limit and quota
// together (AllowAndCharge), on Redis Cluster too.
const (
	redisAccounts   = "{scamcheck}:accounts"    // hash id -> Account JSON
	redisKeys       = "{scamcheck}:keys"        // hash id -> Key JSON
	redisReports    = "{scamcheck}:reports"     // hash id -> Report JSON
	redisReportIDs  = "{scamcheck}:report_ids"  // hash account \x00 env \x00 subject -> report id
	redisKnownScams = "{scamcheck}:known_scams" // hash id -> KnownScam JSON
)

func redisUsageKey(period string) string { return "{scamcheck:meter}:usage:" + period }

func redisIdempotentKey(accountID, key string) string {
	return "scamcheck:idem:{" + accountID + "}:" + key
}

// redisReservedKey holds the token of the request in progress under an
// Idempotency-Key; a key of its own, so that it never meets a kept response.
func redisReservedKey(accountID, key string) string {
	return "scamcheck:idem_reserved:{" + accountID + "}:" + key
}

// Every write runs as one script: the change and its notification are atomic.
var (
	// KEYS: reservation. ARGV: token. Deletes the reservation only if it is still
	// the token's: once expired it may be another node's.
	scriptRelease = redis.NewScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`)

	scriptPut = redis.NewScript(`
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('PUBLISH', ARGV[3], ARGV[4])
return 1`)

	scriptDelete = redis.NewScript(`
if redis.call('HDEL', KEYS[1], ARGV[1]) == 0 then return 0 end
redis.call('PUBLISH', ARGV[2], ARGV[3])
return 1`)

	// KEYS: report ids, reports. ARGV: identity, id, JSON, channel, message.
	// Returns {1, JSON} when stored, {0, first report's JSON} for a repeat.
	scriptAddReport = redis.NewScript(`
local first = redis.call('HGET', KEYS[1], ARGV[1])
if first then
  local rec = redis.call('HGET', KEYS[2], first)
  if not rec then return redis.error_reply('report index points to missing report ' .. first) end
  return {0, rec}
end
if redis.call('HEXISTS', KEYS[2], ARGV[2]) == 1 then
  return redis.error_reply('report id ' .. ARGV[2] .. ' already used by another report')
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('HSET', KEYS[2], ARGV[2], ARGV[3])
redis.call('PUBLISH', ARGV[4], ARGV[5])
return {1, ARGV[3]}`)

	// KEYS: known scams. ARGV: id, version the write is based on, JSON of the next
	// version, channel, message. Stores the record only if the stored one is still
	// at that version (absent, or without a version: 0). Returns {1, version
	// stored} or, when another writer got there first, {0, version found}.
	scriptPutVersioned = redis.NewScript(`
local cur = 0
local rec = redis.call('HGET', KEYS[1], ARGV[1])
if rec then
  local v = cjson.decode(rec)['version']
  if type(v) == 'number' then cur = v end
end
if cur ~= tonumber(ARGV[2]) then return {0, cur} end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
redis.call('PUBLISH', ARGV[4], ARGV[5])
return {1, cur + 1}`)

	// KEYS: reports. ARGV: id, expected JSON, new JSON, channel, message. Replaces
	// the report only if it is still as read (compare and swap).
	// Returns 1 when replaced, 0 when gone, -1 when changed meanwhile.
	scriptSwapReport = redis.NewScript(`
local rec = redis.call('HGET', KEYS[1], ARGV[1])
if not rec then return 0 end
if rec ~= ARGV[2] then return -1 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
redis.call('PUBLISH', ARGV[4], ARGV[5])
return 1`)
)

func (r *Redis) putRecord(ctx context.Context, op, hash, kind, id string, v any) error {
	if err := needID(kind, id); err != nil {
		return err
	}
	data, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("cannot %s: %w", op, err)
	}
	msg := changeMessage(Change{Kind: kind, ID: id})
	return redisError(op, scriptPut.Run(ctx, r.c, []string{hash}, id, data, r.channel, msg).Err())
}

func getRecord[T any](ctx context.Context, r *Redis, op, hash, id string) (*T, error) {
	data, err := r.c.HGet(ctx, hash, id).Bytes()
	if errors.Is(err, redis.Nil) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, redisError(op, err)
	}
	var v T
	if err := json.Unmarshal(data, &v); err != nil {
		return nil, fmt.Errorf("cannot %s: cannot decode %s: %w", op, id, err)
	}
	return &v, nil
}

// listRecords decodes every value of hash, keeping those keep accepts, ordered by id.
func listRecords[T any](ctx context.Context, r *Redis, op, hash string, keep func(*T) bool) ([]T, error) {
	all, err := r.c.HGetAll(ctx, hash).Result()
	if err != nil {
		return nil, redisError(op, err)
	}
	ids := make([]string, 0, len(all))
	for id := range all {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	var out []T
	for _, id := range ids {
		var v T
		if err := json.Unmarshal([]byte(all[id]), &v); err != nil {
			return nil, fmt.Errorf("cannot %s: cannot decode %s: %w", op, id, err)
		}
		if keep == nil || keep(&v) {
			out = append(out, v)
		}
	}
	return out, nil
}

// PutAccount inserts or replaces a.
func (r *Redis) PutAccount(ctx context.Context, a *Account) error {
	return r.putRecord(ctx, "put account", redisAccounts, ChangeAccount, a.ID, a)
}

// Account returns the account with id or ErrNotFound.
func (r *Redis) Account(ctx context.Context, id string) (*Account, error) {
	return getRecord[Account](ctx, r, "get account", redisAccounts, id)
}

// Accounts lists every account by id.
func (r *Redis) Accounts(ctx context.Context) ([]Account, error) {
	return listRecords[Account](ctx, r, "list accounts", redisAccounts, nil)
}

// PutKey inserts or replaces k.
func (r *Redis) PutKey(ctx context.Context, k *Key) error {
	return r.putRecord(ctx, "put key", redisKeys, ChangeKey, k.ID, k)
}

// DeleteKey deletes the key with id, or returns ErrNotFound.
func (r *Redis) DeleteKey(ctx context.Context, id string) error {
	msg := changeMessage(Change{Kind: ChangeKey, ID: id, Deleted: true})
	n, err := scriptDelete.Run(ctx, r.c, []string{redisKeys}, id, r.channel, msg).Int64()
	if err != nil {
		return redisError("delete key", err)
	}
	if n == 0 {
		return ErrNotFound
	}
	return nil
}

// Key returns the key with id or ErrNotFound.
func (r *Redis) Key(ctx context.Context, id string) (*Key, error) {
	return getRecord[Key](ctx, r, "get key", redisKeys, id)
}

// Keys lists every key of every account, by id.
func (r *Redis) Keys(ctx context.Context) ([]Key, error) {
	return listRecords[Key](ctx, r, "list keys", redisKeys, nil)
}

// AddReport stores rep unless the account already reported the same subject in
// the same env; then it returns the first report and created false.
func (r *Redis) AddReport(ctx context.Context, rep *Report) (*Report, bool, error) {
	if err := needID("report", rep.ID); err != nil {
		return nil, false, err
	}
	data, err := json.Marshal(rep)
	if err != nil {
		return nil, false, fmt.Errorf("cannot add report: %w", err)
	}
	msg := changeMessage(Change{Kind: ChangeReport, ID: rep.ID})
	res, err := scriptAddReport.Run(ctx, r.c, []string{redisReportIDs, redisReports},
		reportIdentity(rep), rep.ID, data, r.channel, msg).Slice()
	if err != nil {
		return nil, false, redisError("add report", err)
	}
	created, _ := res[0].(int64)
	stored, _ := res[1].(string)
	var out Report
	if err := json.Unmarshal([]byte(stored), &out); err != nil {
		return nil, false, fmt.Errorf("cannot add report: cannot decode the stored report: %w", err)
	}
	return &out, created == 1, nil
}

// Report returns the report with id or ErrNotFound.
func (r *Redis) Report(ctx context.Context, id string) (*Report, error) {
	return getRecord[Report](ctx, r, "get report", redisReports, id)
}

// Reports lists the reports of env and status ("" = any), oldest first (ties by id).
func (r *Redis) Reports(ctx context.Context, env, status string) ([]Report, error) {
	out, err := listRecords(ctx, r, "list reports", redisReports, func(rep *Report) bool {
		return (env == "" || rep.Env == env) && (status == "" || rep.Status == status)
	})
	sortReports(out)
	return out, err
}

// SetReportStatus changes the status of the report with id and returns the one it
// replaced, or returns ErrNotFound. It reads the report and swaps it in a script
// that fails if another writer changed it meanwhile, then tries again.
func (r *Redis) SetReportStatus(ctx context.Context, id, status string) (string, error) {
	msg := changeMessage(Change{Kind: ChangeReport, ID: id})
	for {
		old, err := r.c.HGet(ctx, redisReports, id).Result()
		if errors.Is(err, redis.Nil) {
			return "", ErrNotFound
		}
		if err != nil {
			return "", redisError("set report status", err)
		}
		var rep Report
		if err := json.Unmarshal([]byte(old), &rep); err != nil {
			return "", fmt.Errorf("cannot set report status: cannot decode %s: %w", id, err)
		}
		previous := rep.Status
		rep.Status = status
		data, err := json.Marshal(&rep)
		if err != nil {
			return "", fmt.Errorf("cannot set report status: %w", err)
		}
		n, err := scriptSwapReport.Run(ctx, r.c, []string{redisReports}, id, old, data, r.channel, msg).Int64()
		switch {
		case err != nil:
			return "", redisError("set report status", err)
		case n == 0:
			return "", ErrNotFound
		case n == 1:
			return previous, nil
		}
	}
}

// PutKnownScam stores k if the stored record is still at k.Version (compared in
// the script that writes it), as the next version; otherwise it returns
// ErrConflict.
func (r *Redis) PutKnownScam(ctx context.Context, k *KnownScam) error {
	if err := needID("known scam", k.ID); err != nil {
		return err
	}
	next := *k
	next.Version++
	data, err := json.Marshal(&next)
	if err != nil {
		return fmt.Errorf("cannot put known scam: %w", err)
	}
	msg := changeMessage(Change{Kind: ChangeKnownScam, ID: k.ID})
	res, err := scriptPutVersioned.Run(ctx, r.c, []string{redisKnownScams}, k.ID, k.Version, data, r.channel, msg).Int64Slice()
	if err != nil {
		return redisError("put known scam", err)
	}
	if len(res) != 2 {
		return fmt.Errorf("cannot put known scam: got %d values from the script; want 2", len(res))
	}
	if res[0] != 1 {
		return fmt.Errorf("cannot put known scam: %s is at version %d, not %d: %w", k.ID, res[1], k.Version, ErrConflict)
	}
	k.Version = next.Version
	return nil
}

// KnownScam returns the known scam with id or ErrNotFound.
func (r *Redis) KnownScam(ctx context.Context, id string) (*KnownScam, error) {
	return getRecord[KnownScam](ctx, r, "get known scam", redisKnownScams, id)
}

// KnownScams lists the known scams of env, by id.
func (r *Redis) KnownScams(ctx context.Context, env string) ([]KnownScam, error) {
	return listRecords(ctx, r, "list known scams", redisKnownScams, func(k *KnownScam) bool {
		return k.Env == env
	})
}

// AddUsage adds deltas to the counters of period in one transaction.
func (r *Redis) AddUsage(ctx context.Context, period string, deltas map[string]int64) error {
	if period == "" {
		return fmt.Errorf("cannot add usage: empty period")
	}
	if len(deltas) == 0 {
		return nil
	}
	key := redisUsageKey(period)
	_, err := r.c.TxPipelined(ctx, func(p redis.Pipeliner) error {
		for account, d := range deltas {
			if d != 0 {
				p.HIncrBy(ctx, key, account, d)
			}
		}
		return nil
	})
	return redisError("add usage", err)
}

// Usage returns the counters of period (empty, not nil, when there are none).
func (r *Redis) Usage(ctx context.Context, period string) (map[string]int64, error) {
	all, err := r.c.HGetAll(ctx, redisUsageKey(period)).Result()
	if err != nil {
		return nil, redisError("read usage", err)
	}
	out := make(map[string]int64, len(all))
	for account, v := range all {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("cannot read usage: bad counter %q of %s: %w", account, period, err)
		}
		out[account] = n
	}
	return out, nil
}

// PutIdempotent keeps rec until rec.Expires by the store's clock (as a Redis TTL).
// A record already expired is not kept.
func (r *Redis) PutIdempotent(ctx context.Context, rec *Idempotent) error {
	key := redisIdempotentKey(rec.AccountID, rec.Key)
	ttl := rec.Expires.Sub(r.now())
	if ttl < time.Millisecond {
		return redisError("put idempotent response", r.c.Del(ctx, key).Err())
	}
	data, err := json.Marshal(rec)
	if err != nil {
		return fmt.Errorf("cannot put idempotent response: %w", err)
	}
	return redisError("put idempotent response", r.c.Set(ctx, key, data, ttl).Err())
}

// GetIdempotent returns the response kept for (accountID, key), or ErrNotFound when
// there is none or it expired by the store's clock.
func (r *Redis) GetIdempotent(ctx context.Context, accountID, key string) (*Idempotent, error) {
	data, err := r.c.Get(ctx, redisIdempotentKey(accountID, key)).Bytes()
	if errors.Is(err, redis.Nil) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, redisError("get idempotent response", err)
	}
	var rec Idempotent
	if err := json.Unmarshal(data, &rec); err != nil {
		return nil, fmt.Errorf("cannot get idempotent response: %w", err)
	}
	if !r.now().Before(rec.Expires) {
		return nil, ErrNotFound
	}
	return &rec, nil
}

// ReserveIdempotent takes (accountID, key) for ttl (by Redis's clock) under a
// random token, unless another node or request holds it.
func (r *Redis) ReserveIdempotent(ctx context.Context, accountID, key string, ttl time.Duration) (string, bool, error) {
	var b [16]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read never fails
	token := hex.EncodeToString(b[:])
	ok, err := r.c.SetNX(ctx, redisReservedKey(accountID, key), token, ttl).Result()
	if err != nil {
		return "", false, redisError("reserve idempotency key", err)
	}
	return token, ok, nil
}

// ReleaseIdempotent deletes the reservation of (accountID, key) if it is token's.
func (r *Redis) ReleaseIdempotent(ctx context.Context, accountID, key, token string) error {
	err := scriptRelease.Run(ctx, r.c, []string{redisReservedKey(accountID, key)}, token).Err()
	return redisError("release idempotency key", err)
}
