package store_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"scamcheck/server/store"
	"scamcheck/server/store/storetest"
)

// redisServer is a redis-server process run by a test.
type redisServer struct {
	addr  string
	dir   string
	conf  string // config file, for a sentinel
	args  []string
	ready string // log line that says it serves
	cmd   *exec.Cmd
}

// startRedis runs redis-server on a free port with its files in dir, waits until it
// accepts connections and kills it when the test ends.
func startRedis(t testing.TB, dir string, args ...string) *redisServer {
	t.Helper()
	return startServer(t, &redisServer{dir: dir, args: args, ready: "Ready to accept connections"})
}

// startSentinel runs a Sentinel watching the master at addr under the name mymaster.
func startSentinel(t *testing.T, master string) *redisServer {
	t.Helper()
	dir := t.TempDir()
	host, port, _ := net.SplitHostPort(master)
	conf := filepath.Join(dir, "sentinel.conf")
	if err := os.WriteFile(conf, []byte("sentinel monitor mymaster "+host+" "+port+" 1\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	return startServer(t, &redisServer{dir: dir, conf: conf, args: []string{"--sentinel"}, ready: "+monitor master mymaster"})
}

func startServer(t testing.TB, s *redisServer) *redisServer {
	t.Helper()
	if _, err := exec.LookPath("redis-server"); err != nil {
		t.Fatalf("redis-server is not on PATH: run `make redis-server` (make test does it through make deps): %v", err)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s.addr = l.Addr().String()
	_ = l.Close()
	s.start(t)
	t.Cleanup(s.kill)
	return s
}

func (s *redisServer) start(t testing.TB) {
	t.Helper()
	_, port, _ := net.SplitHostPort(s.addr)
	var args []string
	if s.conf != "" {
		args = append(args, s.conf)
	}
	args = append(append(args,
		"--port", port, "--bind", "127.0.0.1", "--dir", s.dir, "--logfile", "",
		"--save", "", "--daemonize", "no",
	), s.args...)
	cmd := exec.Command("redis-server", args...)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatalf("cannot start redis-server: %v", err)
	}
	s.cmd = cmd
	ready := make(chan error, 1)
	go func() {
		var log strings.Builder
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			log.WriteString(sc.Text() + "\n")
			if strings.Contains(sc.Text(), s.ready) {
				ready <- nil
				_, _ = io.Copy(io.Discard, out)
				return
			}
		}
		ready <- fmt.Errorf("redis-server ended before it was ready:\n%s", log.String())
	}()
	select {
	case err := <-ready:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(20 * time.Second):
		s.kill()
		t.Fatalf("redis-server on %s: not ready after 20s", s.addr)
	}
}

// kill ends the process at once (SIGKILL: nothing is saved on the way out).
func (s *redisServer) kill() {
	if s.cmd == nil {
		return
	}
	_ = s.cmd.Process.Signal(syscall.SIGKILL)
	_ = s.cmd.Wait()
	s.cmd = nil
}

func (s *redisServer) url() string { return "redis://" + s.addr + "/0" }

func openRedis(t testing.TB, url string, now func() time.Time) *store.Redis {
	t.Helper()
	r, err := store.OpenRedis(url, store.WithClock(now))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func flushAll(t *testing.T, c redis.UniversalClient) {
	t.Helper()
	ctx := t.Context()
	var err error
	if cc, ok := c.(*redis.ClusterClient); ok {
		err = cc.ForEachMaster(ctx, func(ctx context.Context, c *redis.Client) error {
			return c.FlushAll(ctx).Err()
		})
	} else {
		err = c.FlushAll(ctx).Err()
	}
	if err != nil {
		t.Fatal(err)
	}
}

// suiteOpener runs the suite on url, emptied through admin before each test.
func suiteOpener(url string, admin redis.UniversalClient) storetest.Opener {
	return storetest.Opener{
		Open: func(t *testing.T, now func() time.Time) store.Store {
			flushAll(t, admin)
			return openRedis(t, url, now)
		},
		Reopen: func(t *testing.T, s store.Store, now func() time.Time) store.Store {
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			return openRedis(t, url, now)
		},
	}
}

func TestRedis(t *testing.T) {
	srv := startRedis(t, t.TempDir(), "--appendonly", "no")
	admin := redis.NewClient(&redis.Options{Addr: srv.addr})
	defer admin.Close()
	storetest.Run(t, suiteOpener(srv.url(), admin))
}

// TestRedisCluster runs the suite on a three-node Redis Cluster, which refuses any
// script whose keys are not in one slot.
func TestRedisCluster(t *testing.T) {
	if _, err := exec.LookPath("redis-cli"); err != nil {
		t.Fatalf("redis-cli is not on PATH: run `make redis-server`: %v", err)
	}
	var nodes []string
	for range 3 {
		srv := startRedis(t, t.TempDir(), "--appendonly", "no", "--cluster-enabled", "yes",
			"--cluster-node-timeout", "2000")
		nodes = append(nodes, srv.addr)
	}
	args := append(append([]string{"--cluster", "create"}, nodes...), "--cluster-replicas", "0", "--cluster-yes")
	if out, err := exec.Command("redis-cli", args...).CombinedOutput(); err != nil {
		t.Fatalf("redis-cli --cluster create: %v\n%s", err, out)
	}
	admin := redis.NewClusterClient(&redis.ClusterOptions{Addrs: nodes})
	defer admin.Close()
	waitClusterReady(t, nodes)
	seeds := make([]string, len(nodes))
	for i, n := range nodes {
		seeds[i] = "redis://" + n
	}
	storetest.Run(t, suiteOpener(strings.Join(seeds, ","), admin))
}

// waitClusterReady polls each node until it reports the cluster ok (the slots
// assignment spreads by gossip).
func waitClusterReady(t *testing.T, nodes []string) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for _, n := range nodes {
		c := redis.NewClient(&redis.Options{Addr: n})
		for {
			info, err := c.ClusterInfo(t.Context()).Result()
			if err == nil && strings.Contains(info, "cluster_state:ok") {
				break
			}
			if time.Now().After(deadline) {
				_ = c.Close()
				t.Fatalf("cluster node %s: got %q, %v; want cluster_state:ok", n, info, err)
			}
			time.Sleep(50 * time.Millisecond)
		}
		_ = c.Close()
	}
}

// TestRedisSentinel runs the suite through a Sentinel that knows the master.
func TestRedisSentinel(t *testing.T) {
	master := startRedis(t, t.TempDir())
	sentinel := startSentinel(t, master.addr)
	admin := redis.NewClient(&redis.Options{Addr: master.addr})
	defer admin.Close()
	storetest.Run(t, suiteOpener("redis+sentinel://"+sentinel.addr+"/mymaster", admin))
}

// TestRedisNodesHearEachOther checks that a write on one node reaches the watchers
// of another.
func TestRedisNodesHearEachOther(t *testing.T) {
	srv := startRedis(t, t.TempDir())
	a := openRedis(t, srv.url(), time.Now)
	defer a.Close()
	b := openRedis(t, srv.url(), time.Now)
	defer b.Close()
	got := make(chan store.Change, 16)
	if err := b.Watch(t.Context(), func(c store.Change) { got <- c }); err != nil {
		t.Fatal(err)
	}
	if err := a.PutKey(t.Context(), &store.Key{ID: "key_1", AccountID: "acc_1"}); err != nil {
		t.Fatal(err)
	}
	if err := a.DeleteKey(t.Context(), "key_1"); err != nil {
		t.Fatal(err)
	}
	want := []store.Change{{Kind: store.ChangeKey, ID: "key_1"}, {Kind: store.ChangeKey, ID: "key_1", Deleted: true}}
	var seen []store.Change
	timeout := time.After(10 * time.Second)
	for len(seen) < len(want) {
		select {
		case c := <-got:
			seen = append(seen, c)
			// The hub may coalesce the two changes of key_1 into the last one.
			if c.Deleted {
				return
			}
		case <-timeout:
			t.Fatalf("changes heard on node b: got %+v; want %+v", seen, want)
		}
	}
	if seen[len(seen)-1] != want[1] {
		t.Fatalf("changes heard on node b: got %+v; want %+v", seen, want)
	}
	if _, err := b.Key(t.Context(), "key_1"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("Key on node b after delete on node a: got %v; want ErrNotFound", err)
	}
}

// TestRedisDurable checks that with appendfsync always, a write that returned
// survives a crash of Redis.
func TestRedisDurable(t *testing.T) {
	srv := startRedis(t, t.TempDir(), "--appendonly", "yes", "--appendfsync", "always")
	ctx := t.Context()
	r := openRedis(t, srv.url(), time.Now)
	a := store.Account{ID: "acc_1", Name: "Acme", Plan: "business"}
	if err := r.PutAccount(ctx, &a); err != nil {
		t.Fatal(err)
	}
	if err := r.AddUsage(ctx, "live:2026-11", map[string]int64{"acc_1": 3}); err != nil {
		t.Fatal(err)
	}
	_ = r.Close()
	srv.kill()
	srv.start(t)
	r = openRedis(t, srv.url(), time.Now)
	defer r.Close()
	got, err := r.Account(ctx, "acc_1")
	if err != nil {
		t.Fatalf("Account after a Redis crash: got %v; want the account", err)
	}
	if *got != a {
		t.Fatalf("Account after a Redis crash: got %+v; want %+v", *got, a)
	}
	usage, err := r.Usage(ctx, "live:2026-11")
	if err != nil || usage["acc_1"] != 3 {
		t.Fatalf("Usage after a Redis crash: got %v, %v; want acc_1: 3", usage, err)
	}
}

func TestRedisUnavailable(t *testing.T) {
	srv := startRedis(t, t.TempDir())
	r := openRedis(t, srv.url()+"?max_retries=-1&dial_timeout=1s", time.Now)
	defer r.Close()
	srv.kill()
	ctx := t.Context()
	f := func(what string, err error) {
		t.Helper()
		if !errors.Is(err, store.ErrUnavailable) {
			t.Fatalf("%s with Redis down: got %v; want ErrUnavailable", what, err)
		}
	}
	f("Ping", r.Ping(ctx))
	_, err := r.Account(ctx, "acc_1")
	f("Account", err)
	f("PutKey", r.PutKey(ctx, &store.Key{ID: "key_1"}))
	_, err = r.Allow(ctx, "acc_1", 60, 1, time.Now())
	f("Allow", err)
	_, err = store.OpenRedis(srv.url())
	f("OpenRedis", err)
}

func TestRedisAllow(t *testing.T) {
	srv := startRedis(t, t.TempDir())
	r := openRedis(t, srv.url(), time.Now)
	defer r.Close()
	ctx := t.Context()
	now := time.Date(2026, 11, 5, 10, 0, 0, 0, time.UTC)
	f := func(account string, rate, n int64, at time.Duration, want store.Allowance) {
		t.Helper()
		got, err := r.Allow(ctx, account, rate, n, now.Add(at))
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Fatalf("Allow(%s, %d/min, %d) at +%s: got %+v; want %+v", account, rate, n, at, got, want)
		}
	}
	// 60 per minute: one per second, burst 60.
	f("acc_1", 60, 1, 0, store.Allowance{Allowed: true, Remaining: 59, ResetAfter: time.Second})
	f("acc_1", 60, 58, 0, store.Allowance{Allowed: true, Remaining: 1, ResetAfter: 59 * time.Second})
	f("acc_1", 60, 2, 0, store.Allowance{Remaining: 1, ResetAfter: 59 * time.Second, RetryAfter: time.Second})
	f("acc_1", 60, 1, 0, store.Allowance{Allowed: true, Remaining: 0, ResetAfter: time.Minute})
	f("acc_1", 60, 1, 0, store.Allowance{Remaining: 0, ResetAfter: time.Minute, RetryAfter: time.Second})
	f("acc_1", 60, 1, 1500*time.Millisecond, store.Allowance{Allowed: true, Remaining: 0, ResetAfter: time.Minute - 500*time.Millisecond})
	f("acc_1", 60, 1, 2*time.Minute, store.Allowance{Allowed: true, Remaining: 59, ResetAfter: time.Second})
	// Accounts have their own buckets; a rate of 0 is unlimited.
	f("acc_2", 1, 1, 0, store.Allowance{Allowed: true, Remaining: 0, ResetAfter: time.Minute})
	f("acc_2", 1, 1, 59*time.Second, store.Allowance{Remaining: 0, ResetAfter: time.Second, RetryAfter: time.Second})
	f("acc_3", 0, 1000, 0, store.Allowance{Allowed: true})
}

// TestRedisSharedNeverOverAdmits hammers Allow and ChargeQuota from many goroutines
// on two nodes and counts what was admitted.
func TestRedisSharedNeverOverAdmits(t *testing.T) {
	srv := startRedis(t, t.TempDir())
	nodes := []*store.Redis{openRedis(t, srv.url(), time.Now), openRedis(t, srv.url(), time.Now)}
	for _, n := range nodes {
		defer n.Close()
	}
	ctx := t.Context()
	now := time.Date(2026, 11, 5, 10, 0, 0, 0, time.UTC)
	const workers, calls, rate, quota = 16, 25, 100, 150
	var mu sync.Mutex
	allowed, charged := 0, 0
	var wg sync.WaitGroup
	errs := make(chan error, workers)
	for w := range workers {
		node := nodes[w%len(nodes)]
		wg.Go(func() {
			for range calls {
				a, err := node.Allow(ctx, "acc_1", rate, 1, now)
				if err != nil {
					errs <- err
					return
				}
				ok, _, err := node.ChargeQuota(ctx, "live:2026-11", "acc_1", 1, quota)
				if err != nil {
					errs <- err
					return
				}
				mu.Lock()
				if a.Allowed {
					allowed++
				}
				if ok {
					charged++
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	if allowed != rate {
		t.Fatalf("Allow at one instant from %d calls: got %d allowed; want %d (the burst)", workers*calls, allowed, rate)
	}
	if charged != quota {
		t.Fatalf("ChargeQuota from %d calls: got %d charged; want %d (the limit)", workers*calls, charged, quota)
	}
	usage, err := nodes[0].Usage(ctx, "live:2026-11")
	if err != nil || usage["acc_1"] != quota {
		t.Fatalf("Usage after ChargeQuota: got %v, %v; want acc_1: %d", usage, err, quota)
	}
}

func TestRedisChargeQuota(t *testing.T) {
	srv := startRedis(t, t.TempDir())
	r := openRedis(t, srv.url(), time.Now)
	defer r.Close()
	f := func(account string, n, limit int64, wantOK bool, wantUsed int64) {
		t.Helper()
		ok, used, err := r.ChargeQuota(t.Context(), "live:2026-11", account, n, limit)
		if err != nil {
			t.Fatal(err)
		}
		if ok != wantOK || used != wantUsed {
			t.Fatalf("ChargeQuota(%s, %d, limit %d): got %v, %d; want %v, %d", account, n, limit, ok, used, wantOK, wantUsed)
		}
	}
	f("acc_1", 60, 100, true, 60)
	f("acc_1", 41, 100, false, 60) // all or nothing
	f("acc_1", 40, 100, true, 100)
	f("acc_1", 1, 100, false, 100)
	f("acc_1", 1, 0, true, 101) // 0 = unlimited
	f("acc_2", 5, 0, true, 5)
	if err := r.AddUsage(t.Context(), "live:2026-11", map[string]int64{"acc_2": 2}); err != nil {
		t.Fatal(err)
	}
	f("acc_2", 3, 10, true, 10) // AddUsage and ChargeQuota share the counter
	usage, err := r.Usage(t.Context(), "live:2026-11")
	if err != nil {
		t.Fatal(err)
	}
	if got := strconv.FormatInt(usage["acc_1"], 10) + "," + strconv.FormatInt(usage["acc_2"], 10); got != "101,10" {
		t.Fatalf("Usage after ChargeQuota: got %s; want 101,10", got)
	}
}
