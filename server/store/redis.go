package store

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"
)

// The Redis store: connecting to a standalone, Sentinel-managed or clustered
// Redis, its errors, and the change notifications of Watch through pub/sub. Its
// records are in redis_records.go, what cluster mode needs beyond Store in
// redis_cluster.go.

// redisOpenTimeout bounds the first Ping of OpenRedis and the subscription of Watch.
const redisOpenTimeout = 5 * time.Second

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
