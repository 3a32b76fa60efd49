package store

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"time"

	"github.com/redis/go-redis/v9"
)

// What the server's cluster mode needs beyond Store: the shared rate limit and
// quota (Shared), the two in one script for a request (AllowAndCharge), node
// discovery for the fallback limits, idempotent replay of usage counted while
// Redis was away.

const (
	redisNodes = "{scamcheck}:nodes" // sorted set: node id, scored by its last heartbeat (Unix ms)

	// redisReplayTTL keeps the ids of replayed usage batches past the end of any
	// month, so that a batch retried late is still recognized.
	redisReplayTTL = 62 * 24 * time.Hour
)

// redisReplayedKey holds the ids of the usage batches of period already added. It
// shares the usage counters' hash tag, so one script updates both on Redis Cluster.
func redisReplayedKey(period string) string { return redisUsageKey(period) + ":replayed" }

// redisRateKey holds the rate-limit bucket of an account.
func redisRateKey(accountID string) string { return "{scamcheck:meter}:rate:" + accountID }

var (
	// KEYS: rate bucket. ARGV: interval (µs per request), rate, n, now (µs).
	// GCRA over the bucket's theoretical arrival time (µs, exact in a double).
	// Returns {allowed, remaining, reset after µs, retry after µs}.
	scriptAllow = redis.NewScript(`
local interval, rate, n, now = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local capacity = interval * rate
local tat = tonumber(redis.call('GET', KEYS[1]) or now)
if tat < now then tat = now end
local nxt = tat + n * interval
if nxt - now > capacity then
  return {0, math.floor((capacity - (tat - now)) / interval), tat - now, nxt - now - capacity}
end
redis.call('SET', KEYS[1], string.format('%.0f', nxt), 'PX', math.ceil((nxt - now) / 1000))
return {1, math.floor((capacity - (nxt - now)) / interval), nxt - now, 0}`)

	// KEYS: usage of a period. ARGV: account, n, limit (<= 0: none).
	// Returns {charged, counter after}.
	scriptCharge = redis.NewScript(`
local used = tonumber(redis.call('HGET', KEYS[1], ARGV[1]) or 0)
local n, limit = tonumber(ARGV[2]), tonumber(ARGV[3])
if limit > 0 and used + n > limit then return {0, used} end
return {1, redis.call('HINCRBY', KEYS[1], ARGV[1], n)}`)

	// KEYS: rate bucket, usage of a period (one slot: both carry the hash tag
	// {scamcheck:meter}). ARGV: interval (µs per request), rate (0: no rate limit),
	// now (µs), account, n, limit (<= 0: none). The rate decision of scriptAllow
	// for one request, then, if it is allowed, the charge of scriptCharge.
	// Returns {allowed, remaining, reset after µs, retry after µs, charged, counter}.
	scriptAllowAndCharge = redis.NewScript(`
local interval, rate, now = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local n, limit = tonumber(ARGV[5]), tonumber(ARGV[6])
local remaining, reset = 0, 0
if rate > 0 then
  local capacity = interval * rate
  local tat = tonumber(redis.call('GET', KEYS[1]) or now)
  if tat < now then tat = now end
  local nxt = tat + interval
  if nxt - now > capacity then
    return {0, math.floor((capacity - (tat - now)) / interval), tat - now, nxt - now - capacity, 0, 0}
  end
  redis.call('SET', KEYS[1], string.format('%.0f', nxt), 'PX', math.ceil((nxt - now) / 1000))
  remaining, reset = math.floor((capacity - (nxt - now)) / interval), nxt - now
end
local used = tonumber(redis.call('HGET', KEYS[2], ARGV[4]) or 0)
if limit > 0 and used + n > limit then return {1, remaining, reset, 0, 0, used} end
return {1, remaining, reset, 0, 1, redis.call('HINCRBY', KEYS[2], ARGV[4], n)}`)

	// KEYS: nodes. ARGV: node, now (ms), oldest live heartbeat (ms).
	// Returns how many nodes beat since the oldest live heartbeat, this one included.
	scriptHeartbeat = redis.NewScript(`
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', '(' .. ARGV[3])
return redis.call('ZCARD', KEYS[1])`)

	// KEYS: usage of a period, its replayed batch ids. ARGV: batch id, TTL of the
	// ids (s), then account, delta pairs. Adds the deltas unless the batch was
	// added before. Returns 1 when added, 0 for a repeat.
	scriptReplay = redis.NewScript(`
if redis.call('HSETNX', KEYS[2], ARGV[1], 1) == 0 then return 0 end
redis.call('EXPIRE', KEYS[2], ARGV[2])
for i = 3, #ARGV, 2 do
  redis.call('HINCRBY', KEYS[1], ARGV[i], ARGV[i + 1])
end
return 1`)
)

// Allow implements Shared with GCRA in one script, in microseconds.
func (r *Redis) Allow(ctx context.Context, accountID string, ratePerMinute, n int64, now time.Time) (Allowance, error) {
	if ratePerMinute <= 0 {
		return Allowance{Allowed: true}, nil
	}
	if n < 1 {
		return Allowance{}, fmt.Errorf("cannot take %d requests: want at least 1", n)
	}
	interval := max(int64(time.Minute/time.Microsecond)/ratePerMinute, 1)
	res, err := scriptAllow.Run(ctx, r.c, []string{redisRateKey(accountID)},
		interval, ratePerMinute, n, now.UnixMicro()).Int64Slice()
	if err != nil {
		return Allowance{}, redisError("take from rate limit", err)
	}
	if len(res) != 4 {
		return Allowance{}, fmt.Errorf("cannot take from rate limit: got %d values from the script; want 4", len(res))
	}
	return Allowance{
		Allowed:    res[0] == 1,
		Remaining:  res[1],
		ResetAfter: time.Duration(res[2]) * time.Microsecond,
		RetryAfter: time.Duration(res[3]) * time.Microsecond,
	}, nil
}

// ChargeQuota implements Shared in one script on the usage counters of period.
func (r *Redis) ChargeQuota(ctx context.Context, period, accountID string, n, limit int64) (bool, int64, error) {
	if period == "" {
		return false, 0, fmt.Errorf("cannot charge quota: empty period")
	}
	res, err := scriptCharge.Run(ctx, r.c, []string{redisUsageKey(period)}, accountID, n, limit).Int64Slice()
	if err != nil {
		return false, 0, redisError("charge quota", err)
	}
	if len(res) != 2 {
		return false, 0, fmt.Errorf("cannot charge quota: got %d values from the script; want 2", len(res))
	}
	return res[0] == 1, res[1], nil
}

// AllowAndCharge implements Shared in one script over the account's rate bucket
// and the usage counters of period.
func (r *Redis) AllowAndCharge(ctx context.Context, accountID string, ratePerMinute int64, now time.Time,
	period string, n, limit int64) (Allowance, Charge, error) {
	if period == "" {
		return Allowance{}, Charge{}, errors.New("cannot take from rate limit and charge quota: empty period")
	}
	if n < 1 {
		return Allowance{}, Charge{}, fmt.Errorf("cannot take from rate limit and charge quota: got %d analyses; want at least 1", n)
	}
	var interval int64
	if ratePerMinute > 0 {
		interval = max(int64(time.Minute/time.Microsecond)/ratePerMinute, 1)
	} else {
		ratePerMinute = 0
	}
	res, err := scriptAllowAndCharge.Run(ctx, r.c, []string{redisRateKey(accountID), redisUsageKey(period)},
		interval, ratePerMinute, now.UnixMicro(), accountID, n, limit).Int64Slice()
	if err != nil {
		return Allowance{}, Charge{}, redisError("take from rate limit and charge quota", err)
	}
	if len(res) != 6 {
		return Allowance{}, Charge{}, fmt.Errorf("cannot take from rate limit and charge quota: got %d values from the script; want 6", len(res))
	}
	a := Allowance{
		Allowed:    res[0] == 1,
		Remaining:  res[1],
		ResetAfter: time.Duration(res[2]) * time.Microsecond,
		RetryAfter: time.Duration(res[3]) * time.Microsecond,
	}
	return a, Charge{OK: res[4] == 1, Used: res[5]}, nil
}

// Heartbeat records that node is alive at now and returns how many nodes sent a
// heartbeat within ttl before now, node included (at least 1).
func (r *Redis) Heartbeat(ctx context.Context, node string, now time.Time, ttl time.Duration) (int64, error) {
	if node == "" {
		return 0, errors.New("cannot send heartbeat: empty node id")
	}
	ms := now.UnixMilli()
	n, err := scriptHeartbeat.Run(ctx, r.c, []string{redisNodes}, node, ms, ms-ttl.Milliseconds()).Int64()
	if err != nil {
		return 0, redisError("send heartbeat", err)
	}
	return max(n, 1), nil
}

// Leave removes node from the nodes counted by Heartbeat.
func (r *Redis) Leave(ctx context.Context, node string) error {
	return redisError("leave the cluster", r.c.ZRem(ctx, redisNodes, node).Err())
}

// ReplayUsage adds deltas to the counters of period, like AddUsage, at most once
// per batch id: a retry with the same id, after an error that left unknown whether
// Redis applied the batch, adds nothing the second time. The batch and its id are
// atomic (one script).
func (r *Redis) ReplayUsage(ctx context.Context, period, batch string, deltas map[string]int64) error {
	if period == "" || batch == "" {
		return fmt.Errorf("cannot replay usage: empty period or batch id")
	}
	accounts := make([]string, 0, len(deltas))
	for acct, d := range deltas {
		if d != 0 {
			accounts = append(accounts, acct)
		}
	}
	if len(accounts) == 0 {
		return nil
	}
	slices.Sort(accounts)
	args := make([]any, 0, 2+2*len(accounts))
	args = append(args, batch, int64(redisReplayTTL/time.Second))
	for _, acct := range accounts {
		args = append(args, acct, deltas[acct])
	}
	err := scriptReplay.Run(ctx, r.c, []string{redisUsageKey(period), redisReplayedKey(period)}, args...).Err()
	return redisError("replay usage", err)
}

// AccountUsage returns accountID's counter of period (0 when it has none).
func (r *Redis) AccountUsage(ctx context.Context, period, accountID string) (int64, error) {
	v, err := r.c.HGet(ctx, redisUsageKey(period), accountID).Result()
	if errors.Is(err, redis.Nil) {
		return 0, nil
	}
	if err != nil {
		return 0, redisError("read usage", err)
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("cannot read usage: bad counter %q of %s: %w", v, period, err)
	}
	return n, nil
}
