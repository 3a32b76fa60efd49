package store

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"
)

// Leases: a node takes slices of an account's shared budgets ahead of its requests
// and decides locally from them (server/lease.go), so that a busy account costs a
// Redis round trip per renewal, not per request. Lease is the one script behind
// it: for several accounts at once, it takes tokens from their rate buckets (the
// buckets of Allow), reserves analyses of their quota, and adds the analyses the
// node reports to their usage counters (the counters of ChargeQuota and Usage).
//
// A quota reservation is a field of the hash redisLeaseKey(period, account), one
// per lease: "held:deadline", the analyses the lease may still charge plus those it
// charged and has not reported, and the instant (ms) after which another node's
// call drops the field, a lease whose node stopped renewing it (crashed, or cut off
// from Redis). A grant never makes the counter and the reservations of an account
// together pass its limit.

// redisLeaseKey holds the quota reservations of accountID in period, one field per
// lease. It shares the hash tag of the usage counters and the rate buckets.
func redisLeaseKey(period, accountID string) string {
	return "{scamcheck:meter}:lease:" + period + ":" + accountID
}

// redisLeaseBatchKey holds the number of the last usage batch of node that Lease
// added to the counters.
func redisLeaseBatchKey(node string) string { return "{scamcheck:meter}:leasebatch:" + node }

// LeaseQuota says what a LeaseItem does with the quota of an account.
type LeaseQuota int8

const (
	// QuotaNone leaves the counter and reservations alone.
	QuotaNone LeaseQuota = iota
	// QuotaCount adds LeaseItem.Used to the counter: an unlimited quota, for which
	// nothing is reserved.
	QuotaCount
	// QuotaReserve adds Used, sets the lease's reservation to Held and grants up
	// to QuotaWant more analyses within the limit.
	QuotaReserve
)

// LeaseItem is one account's part of a Lease call.
type LeaseItem struct {
	Account string
	// RatePerMinute > 0 takes up to RateWant tokens from the account's bucket
	// (GCRA, burst = rate, the bucket of Allow) after giving RateReturn unused ones
	// back; a bucket is never filled past its burst.
	RatePerMinute, RateWant, RateReturn int64

	Quota LeaseQuota
	// Lease names the reservation (QuotaReserve): unique per lease and node.
	Lease string
	// Limit is the account's quota for the period (QuotaReserve).
	Limit int64
	// Used is the analyses charged under the lease since it last reported, added
	// to the counter once per batch (see Lease).
	Used int64
	// Held is what the lease still holds before this call's grant: what it may
	// still charge, plus what it charged and does not report in this call. It
	// replaces the reservation Redis had.
	Held int64
	// QuotaWant is how many more analyses the lease asks for.
	QuotaWant int64
}

// LeaseGrant is what Lease did for one LeaseItem.
type LeaseGrant struct {
	// Rate is the tokens taken (at most RateWant, fewer when the bucket had fewer).
	Rate int64
	// Remaining, ResetAfter and RetryAfter describe the bucket after the call, as
	// in Allowance; RetryAfter is set when fewer tokens than wanted were taken.
	Remaining              int64
	ResetAfter, RetryAfter time.Duration
	// Quota is the analyses granted (at most QuotaWant).
	Quota int64
	// Used is the counter after the call.
	Used int64
	// Reserved is every live reservation of the account after the call, this
	// lease's included (QuotaReserve).
	Reserved int64
}

// leaseArgs is the number of script arguments per item.
const leaseArgs = 11

// KEYS: usage of a period, the node's last batch, then per item its rate bucket
// and its lease hash. ARGV: now (µs), batch (0: none), batch TTL (s), lease
// deadline (ms), lease hash TTL (ms), then leaseArgs per item: account, interval
// (µs per request, 0: no rate part), rate, rate want, rate return, quota (0 none,
// 1 count, 2 reserve), limit, used, lease field, held, quota want.
// The usage of an item is added only when the batch is newer than the node's last
// one. Returns per item {taken, remaining, reset after µs, retry after µs,
// granted, counter, reserved}.
var scriptLease = redis.NewScript(`
local now, batch = tonumber(ARGV[1]), tonumber(ARGV[2])
local nowms = math.floor(now / 1000)
local fresh = false
if batch > 0 and batch > tonumber(redis.call('GET', KEYS[2]) or 0) then
  fresh = true
  redis.call('SET', KEYS[2], ARGV[2], 'EX', ARGV[3])
end
local out = {}
for i = 0, (#ARGV - 5) / 11 - 1 do
  local a = 6 + i * 11
  local acct = ARGV[a]
  local rkey, lkey = KEYS[3 + 2 * i], KEYS[4 + 2 * i]
  local interval, rate = tonumber(ARGV[a + 1]), tonumber(ARGV[a + 2])
  local want, ret = tonumber(ARGV[a + 3]), tonumber(ARGV[a + 4])
  local taken, remaining, reset, retry = 0, 0, 0, 0
  if interval > 0 then
    local capacity = interval * rate
    local tat = tonumber(redis.call('GET', rkey) or now) - ret * interval
    if tat < now then tat = now end
    taken = math.floor((capacity - (tat - now)) / interval)
    if taken > want then taken = want end
    if taken < 0 then taken = 0 end
    tat = tat + taken * interval
    if tat > now then
      redis.call('SET', rkey, string.format('%.0f', tat), 'PX', math.ceil((tat - now) / 1000))
    else
      redis.call('DEL', rkey)
    end
    remaining, reset = math.floor((capacity - (tat - now)) / interval), tat - now
    if taken < want then
      retry = tat + interval - now - capacity
      if retry < 0 then retry = 0 end
    end
  end
  local mode = tonumber(ARGV[a + 5])
  local granted, used, reserved = 0, 0, 0
  if mode > 0 then
    local limit, delta, field = tonumber(ARGV[a + 6]), tonumber(ARGV[a + 7]), ARGV[a + 8]
    local held, qwant = tonumber(ARGV[a + 9]), tonumber(ARGV[a + 10])
    if fresh and delta ~= 0 then
      used = redis.call('HINCRBY', KEYS[1], acct, delta)
    else
      used = tonumber(redis.call('HGET', KEYS[1], acct) or 0)
    end
    if mode == 2 then
      local others = 0
      local h = redis.call('HGETALL', lkey)
      for j = 1, #h, 2 do
        if h[j] ~= field then
          local amount, deadline = string.match(h[j + 1], '^(%d+):(%d+)$')
          if amount == nil or tonumber(deadline) < nowms then
            redis.call('HDEL', lkey, h[j])
          else
            others = others + tonumber(amount)
          end
        end
      end
      local free = limit - used - others - held
      if free > 0 and qwant > 0 then
        granted = qwant
        if granted > free then granted = free end
      end
      held = held + granted
      if held > 0 then
        redis.call('HSET', lkey, field, string.format('%.0f', held) .. ':' .. ARGV[4])
        redis.call('PEXPIRE', lkey, ARGV[5])
      else
        redis.call('HDEL', lkey, field)
      end
      reserved = others + held
    end
  end
  out[i + 1] = {taken, remaining, reset, retry, granted, used, reserved}
end
return out`)

// Lease runs items in one script, atomically, on the counters of period. node
// names the caller, batch numbers its usage (the items' Used): Redis adds a
// batch's usage only if batch is above the last one it added for node, so a
// batch retried after an error that left unknown whether it was applied counts
// once, provided a node sends its batches in increasing order and a new one only
// once the previous one was acknowledged. batch 0 adds no usage. Reservations
// are kept until ttl after now (by the caller's clock): a reservation not renewed
// by then is dropped by the next call that reads the account's reservations.
func (r *Redis) Lease(ctx context.Context, node, period string, batch int64, now time.Time, ttl time.Duration, items []LeaseItem) ([]LeaseGrant, error) {
	if node == "" || period == "" {
		return nil, errors.New("cannot lease: empty node or period")
	}
	if len(items) == 0 {
		return nil, nil
	}
	keys := make([]string, 0, 2+2*len(items))
	keys = append(keys, redisUsageKey(period), redisLeaseBatchKey(node))
	args := make([]any, 0, 5+leaseArgs*len(items))
	nowMs := now.UnixMilli()
	args = append(args, now.UnixMicro(), batch, int64(redisReplayTTL/time.Second), nowMs+ttl.Milliseconds(), 2*ttl.Milliseconds())
	for _, it := range items {
		if it.Account == "" || (it.Quota == QuotaReserve && it.Lease == "") {
			return nil, errors.New("cannot lease: empty account or lease name")
		}
		if it.RateWant < 0 || it.RateReturn < 0 || it.Held < 0 || it.QuotaWant < 0 {
			return nil, fmt.Errorf("cannot lease for %s: negative amount in %+v", it.Account, it)
		}
		keys = append(keys, redisRateKey(it.Account), redisLeaseKey(period, it.Account))
		var interval int64
		if it.RatePerMinute > 0 {
			interval = max(int64(time.Minute/time.Microsecond)/it.RatePerMinute, 1)
		}
		args = append(args, it.Account, interval, max(it.RatePerMinute, 0), it.RateWant, it.RateReturn,
			int64(it.Quota), it.Limit, it.Used, it.Lease, it.Held, it.QuotaWant)
	}
	res, err := scriptLease.Run(ctx, r.c, keys, args...).Slice()
	if err != nil {
		return nil, redisError("lease", err)
	}
	if len(res) != len(items) {
		return nil, fmt.Errorf("cannot lease: got %d results from the script; want %d", len(res), len(items))
	}
	out := make([]LeaseGrant, len(items))
	for i, v := range res {
		row, ok := v.([]any)
		if !ok || len(row) != 7 {
			return nil, fmt.Errorf("cannot lease: bad result %v from the script", v)
		}
		var n [7]int64
		for j, x := range row {
			if n[j], ok = x.(int64); !ok {
				return nil, fmt.Errorf("cannot lease: bad result %v from the script", v)
			}
		}
		out[i] = LeaseGrant{Rate: n[0], Remaining: n[1], ResetAfter: time.Duration(n[2]) * time.Microsecond,
			RetryAfter: time.Duration(n[3]) * time.Microsecond, Quota: n[4], Used: n[5], Reserved: n[6]}
	}
	return out, nil
}

// Reservations returns the live quota reservations of accountID in period at now,
// by lease: what other nodes hold beyond the counter.
func (r *Redis) Reservations(ctx context.Context, period, accountID string, now time.Time) (map[string]int64, error) {
	all, err := r.c.HGetAll(ctx, redisLeaseKey(period, accountID)).Result()
	if err != nil {
		return nil, redisError("read quota reservations", err)
	}
	out := map[string]int64{}
	for lease, v := range all {
		amount, deadline, ok := parseReservation(v)
		if !ok {
			return nil, fmt.Errorf("cannot read quota reservations: bad value %q of lease %s", v, lease)
		}
		if deadline >= now.UnixMilli() {
			out[lease] = amount
		}
	}
	return out, nil
}

// parseReservation parses "held:deadline".
func parseReservation(v string) (amount, deadline int64, ok bool) {
	a, d, found := strings.Cut(v, ":")
	if !found {
		return 0, 0, false
	}
	amount, err1 := strconv.ParseInt(a, 10, 64)
	deadline, err2 := strconv.ParseInt(d, 10, 64)
	return amount, deadline, err1 == nil && err2 == nil
}
