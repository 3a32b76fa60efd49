package store

import (
	"context"
	"crypto/tls"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"
)

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

func redisRateKey(accountID string) string { return "{scamcheck:meter}:rate:" + accountID }

func redisIdempotentKey(accountID, key string) string {
	return "scamcheck:idem:{" + accountID + "}:" + key
}

// redisOpenTimeout bounds the first Ping of OpenRedis and the subscription of Watch.
const redisOpenTimeout = 5 * time.Second

// Every write runs as one script: the change and its notification are atomic.
var (
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
)

// Redis is the store shared by every node of a cluster, on a standalone Redis,
// Sentinel-managed Redis or Redis Cluster. Watch hears every node's writes through
// Redis pub/sub. Durability is what the Redis server is configured for (appendonly
// with appendfsync always makes a write durable when it returns).
type Redis struct {
	c       redis.UniversalClient
	now     func() time.Time
	channel string
	hub     *hub

	subMu  sync.Mutex
	sub    *redis.PubSub
	closed bool
	done   chan struct{} // closed when the subscription's reader ends

	closeOnce sync.Once
	closeErr  error
}

var (
	_ Store  = (*Redis)(nil)
	_ Shared = (*Redis)(nil)
)

// OpenRedis connects to Redis at url and checks that it answers. Forms of url:
//
//	redis://[user:password@]host:port[/db][?options]    standalone (rediss:// for TLS)
//	redis://host1:port,redis://host2:port,...           Redis Cluster, from seed nodes
//	redis+cluster://[user:password@]host:port[?addr=host2:port&...]  the same
//	redis+sentinel://[user:password@]s1:port,s2:port/master[/db]     Sentinel
//	                                                     (rediss+sentinel:// for TLS)
//
// Options are those of go-redis's ParseURL and ParseClusterURL (dial_timeout, ...).
// An unreachable Redis yields an error wrapping ErrUnavailable.
func OpenRedis(url string, opts ...Option) (*Redis, error) {
	o := applyOptions(opts)
	c, db, err := newRedisClient(url)
	if err != nil {
		return nil, fmt.Errorf("cannot open redis %s: %w", redactURL(url), err)
	}
	r := &Redis{
		c:       c,
		now:     o.now,
		channel: "scamcheck:" + strconv.Itoa(db) + ":changes",
		hub:     newHub(),
	}
	ctx, cancel := context.WithTimeout(context.Background(), redisOpenTimeout)
	defer cancel()
	if err := r.Ping(ctx); err != nil {
		_ = c.Close()
		return nil, fmt.Errorf("cannot open redis %s: %w", redactURL(url), err)
	}
	return r, nil
}

// newRedisClient returns the client for url and its database number.
func newRedisClient(url string) (redis.UniversalClient, int, error) {
	scheme, rest, ok := strings.Cut(url, "://")
	if !ok {
		return nil, 0, fmt.Errorf("missing scheme in URL (want redis://, rediss://, redis+cluster:// or redis+sentinel://)")
	}
	switch scheme {
	case "redis+sentinel", "rediss+sentinel":
		fo, err := parseSentinelURL(scheme == "rediss+sentinel", rest)
		if err != nil {
			return nil, 0, err
		}
		return redis.NewFailoverClient(fo), fo.DB, nil
	case "redis+cluster", "rediss+cluster":
		co, err := redis.ParseClusterURL(strings.TrimSuffix(scheme, "+cluster") + "://" + rest)
		if err != nil {
			return nil, 0, err
		}
		return redis.NewClusterClient(co), 0, nil
	}
	if seeds := strings.Split(url, ","); len(seeds) > 1 {
		co, err := redis.ParseClusterURL(seeds[0])
		if err != nil {
			return nil, 0, err
		}
		for _, seed := range seeds[1:] {
			so, err := redis.ParseURL(seed)
			if err != nil {
				return nil, 0, err
			}
			co.Addrs = append(co.Addrs, so.Addr)
		}
		return redis.NewClusterClient(co), 0, nil
	}
	so, err := redis.ParseURL(url)
	if err != nil {
		return nil, 0, err
	}
	return redis.NewClient(so), so.DB, nil
}

// parseSentinelURL parses what follows "redis+sentinel://":
// [user:password@]host:port[,host:port...]/master[/db].
func parseSentinelURL(useTLS bool, rest string) (*redis.FailoverOptions, error) {
	authority, path, _ := strings.Cut(rest, "/")
	fo := &redis.FailoverOptions{}
	if i := strings.LastIndexByte(authority, '@'); i >= 0 {
		user, password, hasPassword := strings.Cut(authority[:i], ":")
		if !hasPassword {
			user, password = "", user
		}
		fo.Username, fo.Password = user, password
		authority = authority[i+1:]
	}
	for _, addr := range strings.Split(authority, ",") {
		if _, _, err := net.SplitHostPort(addr); err != nil {
			return nil, fmt.Errorf("bad sentinel address %q: %w", addr, err)
		}
		fo.SentinelAddrs = append(fo.SentinelAddrs, addr)
	}
	master, db, hasDB := strings.Cut(path, "/")
	if master == "" {
		return nil, fmt.Errorf("missing master name in sentinel URL (want redis+sentinel://host:port/master)")
	}
	fo.MasterName = master
	if hasDB {
		n, err := strconv.Atoi(db)
		if err != nil || n < 0 {
			return nil, fmt.Errorf("bad database number %q in sentinel URL", db)
		}
		fo.DB = n
	}
	if useTLS {
		fo.TLSConfig = &tls.Config{MinVersion: tls.VersionTLS12}
	}
	return fo, nil
}

// redactURL hides passwords in url for error messages.
func redactURL(url string) string {
	var b strings.Builder
	for i, part := range strings.Split(url, ",") {
		if i > 0 {
			b.WriteByte(',')
		}
		if j := strings.LastIndexByte(part, '@'); j >= 0 {
			if k := strings.Index(part, "://"); k >= 0 && k < j {
				part = part[:k+3] + "***@" + part[j+1:]
			}
		}
		b.WriteString(part)
	}
	return b.String()
}

// redisError names op in err and wraps ErrUnavailable unless Redis itself answered
// with an error that is not about its availability, or the caller gave up.
func redisError(op string, err error) error {
	if err == nil {
		return nil
	}
	var rerr redis.Error
	switch {
	case errors.Is(err, context.Canceled):
		return fmt.Errorf("cannot %s: %w", op, err)
	case errors.As(err, &rerr) && !redisUnavailableReply(rerr.Error()):
		return fmt.Errorf("cannot %s: %w", op, err)
	default:
		return fmt.Errorf("cannot %s: %w: %w", op, ErrUnavailable, err)
	}
}

// redisUnavailableReply reports whether a Redis error reply means "not now"
// (loading, failing over, cluster down) rather than a bad command.
func redisUnavailableReply(msg string) bool {
	for _, prefix := range []string{"LOADING", "MASTERDOWN", "CLUSTERDOWN", "TRYAGAIN", "READONLY", "NOREPLICAS", "BUSY"} {
		if strings.HasPrefix(msg, prefix) {
			return true
		}
	}
	return false
}

// changeMessage encodes c for the pub/sub channel: kind, "d" or "u", id, by lines.
func changeMessage(c Change) string {
	flag := "u"
	if c.Deleted {
		flag = "d"
	}
	return c.Kind + "\n" + flag + "\n" + c.ID
}

func parseChangeMessage(msg string) (Change, bool) {
	parts := strings.SplitN(msg, "\n", 3)
	if len(parts) != 3 || (parts[1] != "u" && parts[1] != "d") {
		return Change{}, false
	}
	return Change{Kind: parts[0], ID: parts[2], Deleted: parts[1] == "d"}, true
}

// Ping checks that Redis answers.
func (r *Redis) Ping(ctx context.Context) error {
	return redisError("ping redis", r.c.Ping(ctx).Err())
}

// Close ends the subscription and the watchers, then the connections. It is
// idempotent.
func (r *Redis) Close() error {
	r.closeOnce.Do(func() {
		r.subMu.Lock()
		r.closed = true
		sub, done := r.sub, r.done
		r.subMu.Unlock()
		if sub != nil {
			_ = sub.Close()
			<-done
		}
		r.hub.close()
		if err := r.c.Close(); err != nil {
			r.closeErr = fmt.Errorf("cannot close redis client: %w", err)
		}
	})
	return r.closeErr
}

// Watch registers fn and returns once Redis has confirmed the subscription; fn then
// receives, on a goroutine of its own, every change written by any node after
// Watch returned, until ctx is done or r is closed. Changes queued for a slow fn
// are coalesced per record (see hub). The subscription reconnects by itself after a
// connection loss, but changes published while it was down are not replayed: a
// node that must not miss any should also reload its tables now and then.
func (r *Redis) Watch(ctx context.Context, fn func(Change)) error {
	if err := r.subscribe(ctx); err != nil {
		return err
	}
	return r.hub.add(ctx, fn)
}

// subscribe starts, once, the subscription that feeds the hub.
func (r *Redis) subscribe(ctx context.Context) error {
	r.subMu.Lock()
	defer r.subMu.Unlock()
	if r.closed {
		return fmt.Errorf("cannot watch: store closed: %w", ErrUnavailable)
	}
	if r.sub != nil {
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, redisOpenTimeout)
	defer cancel()
	sub := r.c.Subscribe(ctx, r.channel)
	if _, err := sub.Receive(ctx); err != nil {
		_ = sub.Close()
		return redisError("subscribe to changes", err)
	}
	r.sub, r.done = sub, make(chan struct{})
	go func() {
		defer close(r.done)
		for msg := range sub.Channel() {
			if c, ok := parseChangeMessage(msg.Payload); ok {
				r.hub.publish(c)
			}
		}
	}()
	return nil
}

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

// SetReportStatus changes the status of the report with id, or returns ErrNotFound.
// It reads the report and swaps it in a script that fails if another writer
// changed it meanwhile, then tries again.
func (r *Redis) SetReportStatus(ctx context.Context, id, status string) error {
	msg := changeMessage(Change{Kind: ChangeReport, ID: id})
	for {
		old, err := r.c.HGet(ctx, redisReports, id).Result()
		if errors.Is(err, redis.Nil) {
			return ErrNotFound
		}
		if err != nil {
			return redisError("set report status", err)
		}
		var rep Report
		if err := json.Unmarshal([]byte(old), &rep); err != nil {
			return fmt.Errorf("cannot set report status: cannot decode %s: %w", id, err)
		}
		rep.Status = status
		data, err := json.Marshal(&rep)
		if err != nil {
			return fmt.Errorf("cannot set report status: %w", err)
		}
		n, err := scriptSwapReport.Run(ctx, r.c, []string{redisReports}, id, old, data, r.channel, msg).Int64()
		switch {
		case err != nil:
			return redisError("set report status", err)
		case n == 0:
			return ErrNotFound
		case n == 1:
			return nil
		}
	}
}

// PutKnownScam inserts or replaces the known scam with k.ID.
func (r *Redis) PutKnownScam(ctx context.Context, k *KnownScam) error {
	return r.putRecord(ctx, "put known scam", redisKnownScams, ChangeKnownScam, k.ID, k)
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
