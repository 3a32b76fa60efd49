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

// What the server's cluster mode needs beyond Store and Shared: node discovery for
// the fallback limits, idempotent replay of usage counted while Redis was away,
// and single-record reads for following other nodes' writes.

const (
	redisNodes = "{scamcheck}:nodes" // sorted set: node id, scored by its last heartbeat (Unix ms)

	// redisReplayTTL keeps the ids of replayed usage batches past the end of any
	// month, so that a batch retried late is still recognized.
	redisReplayTTL = 62 * 24 * time.Hour
)

// redisReplayedKey holds the ids of the usage batches of period already added. It
// shares the usage counters' hash tag, so one script updates both on Redis Cluster.
func redisReplayedKey(period string) string { return redisUsageKey(period) + ":replayed" }

var (
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

// KnownScam returns the known scam with id or ErrNotFound.
func (r *Redis) KnownScam(ctx context.Context, id string) (*KnownScam, error) {
	return getRecord[KnownScam](ctx, r, "get known scam", redisKnownScams, id)
}
