package server

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"scamcheck/data"
	"scamcheck/engine"
	"scamcheck/server/store"
	"scamcheck/server/store/redistest"
)

// Two nodes on one Redis: two independent servers in this process, each
// with its own Redis client, engine, result cache, key table and Cluster, over a
// real redis-server process started on a free port.

// startRedis runs a redis-server that appends every write to its AOF with an
// fsync before answering, so that killing it loses nothing acknowledged.
func startRedis(t *testing.T) *redistest.Server {
	t.Helper()
	return redistest.Start(t, t.TempDir(), "--appendonly", "yes", "--appendfsync", "always")
}

// redisURL is the URL of p that fails fast when Redis is down: no retries, short
// timeouts.
func redisURL(p *redistest.Server) string {
	return p.URL() + "?max_retries=-1&dial_timeout=500ms&read_timeout=2s&write_timeout=2s"
}

// clusterNode is one server of a two-node test.
type clusterNode struct {
	*testServer // the HTTP helpers; stopping is the node's own
	redis       *store.Redis
	cluster     *Cluster
}

func startNode(t *testing.T, p *redistest.Server, clk *testClock, name string) *clusterNode {
	t.Helper()
	return startNodeWith(t, p, clk, name, defaultLeaseOptions, 50*time.Millisecond)
}

// startNodeWith is startNode with lease options and a usage flush interval of its own.
func startNodeWith(t *testing.T, p *redistest.Server, clk *testClock, name string, lo leaseOptions, flush time.Duration) *clusterNode {
	t.Helper()
	return startNodeWrapped(t, p, clk, name, lo, flush, nil)
}

// startNodeWrapped is startNodeWith whose server sees the Redis store through wrap
// (nil: directly).
func startNodeWrapped(t *testing.T, p *redistest.Server, clk *testClock, name string, lo leaseOptions, flush time.Duration, wrap func(store.Store) store.Store) *clusterNode {
	t.Helper()
	r, err := store.OpenRedis(redisURL(p), store.WithClock(clk.Now))
	if err != nil {
		t.Fatalf("node %s: cannot open redis: %v", name, err)
	}
	logf := func(format string, args ...any) { t.Logf("node "+name+": "+format, args...) }
	cl, err := newCluster(r, clk.Now, logf, lo)
	if err != nil {
		t.Fatalf("node %s: %v", name, err)
	}
	eng, err := engine.New(data.FS, engine.WithClock(clk.Now))
	if err != nil {
		t.Fatalf("cannot build engine: %v", err)
	}
	var st store.Store = r
	if wrap != nil {
		st = wrap(r)
	}
	srv, err := New(Config{Addr: "127.0.0.1:0", AdminAddr: "127.0.0.1:0", AdminToken: testOperatorToken,
		Store: st, Engine: eng, Now: clk.Now, CacheBytes: 32 << 20, Limiter: cl, Meter: cl,
		FlushInterval: flush, Logf: logf})
	if err != nil {
		t.Fatalf("node %s: cannot create server: %v", name, err)
	}
	if err := srv.Start(); err != nil {
		t.Fatalf("node %s: cannot start server: %v", name, err)
	}
	n := &clusterNode{
		testServer: &testServer{t: t, clk: clk, srv: srv, stopped: true,
			base: "http://" + srv.PublicAddr(), admin: "http://" + srv.AdminAddr()},
		redis: r, cluster: cl,
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if err := srv.Shutdown(ctx); err != nil {
			t.Logf("node %s: shutdown: %v", name, err)
		}
		_ = cl.Close()
		_ = r.Close()
	})
	return n
}

// startPair starts Redis and two nodes on it, with a frozen clock.
func startPair(t *testing.T) (*redistest.Server, *clusterNode, *clusterNode) {
	t.Helper()
	p := startRedis(t)
	clk := newTestClock()
	return p, startNode(t, p, clk, "A"), startNode(t, p, clk, "B")
}

// eventually polls cond every 10 ms until it holds or within has passed.
func eventually(t *testing.T, within time.Duration, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(within)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("%s: not true after %s", what, within)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// status sends a request and returns its status; it is safe in any goroutine.
func status(method, url, key, body string) (int, error) {
	req, err := http.NewRequest(method, url, strings.NewReader(body))
	if err != nil {
		return 0, err
	}
	req.Header.Set("X-API-Key", key)
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := httpClient.Do(req)
	if err != nil {
		return 0, err
	}
	_, _ = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode, nil
}

// knows waits until n accepts key.
func (n *clusterNode) knows(key string) {
	n.t.Helper()
	eventually(n.t, 5*time.Second, "the other node accepts a new key", func() bool {
		s, err := status("GET", n.base+"/v1/scams", key, "")
		return err == nil && s != 401
	})
}

func checkBody(content string) string {
	return `{"content":"` + content + `","type":"url"}`
}

func TestTwoNodesRateLimitShared(t *testing.T) {
	_, a, b := startPair(t)
	const rate = 10
	acct := a.account("enterprise", fmt.Sprintf(`,"rate_limit_per_minute":%d,"monthly_quota":0`, rate))
	key, _ := a.key(acct, "live")
	b.knows(key) // spends one request of the bucket on B
	// A burst at one instant, from 8 clients spread over both nodes.
	var mu sync.Mutex
	admitted := map[string]int{"A": 0, "B": 1}
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for w := range 8 {
		node, name := a, "A"
		if w%2 == 1 {
			node, name = b, "B"
		}
		wg.Go(func() {
			for range 5 {
				s, err := status("POST", node.base+"/v1/check", key, checkBody("http://example.com/same"))
				if err != nil {
					errs <- err
					return
				}
				if s != 200 && s != 429 {
					errs <- fmt.Errorf("got status %d; want 200 or 429", s)
					return
				}
				if s == 200 {
					mu.Lock()
					admitted[name]++
					mu.Unlock()
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	if total := admitted["A"] + admitted["B"]; total != rate {
		t.Fatalf("admitted by the two nodes at one instant: got %v (total %d); want %d in all (the burst)", admitted, total, rate)
	}
	if admitted["A"] == 0 || admitted["B"] <= 1 {
		t.Fatalf("admitted per node: got %v; want both nodes to admit some", admitted)
	}
}

// lateWatch is a store whose Watch subscribes only once gate is closed: a node
// whose subscription to changes is slow to start.
type lateWatch struct {
	store.Store
	gate chan struct{}
}

func (l lateWatch) Watch(ctx context.Context, fn func(store.Change)) error {
	<-l.gate
	return l.Store.Watch(ctx, fn)
}

// TestKeyCreatedWhileNodeSubscribes: a key another node creates after this node
// loaded its key table but before its subscription to changes is up is not
// delivered as a change; the node loads its table again once subscribed, so it
// accepts the key all the same.
func TestKeyCreatedWhileNodeSubscribes(t *testing.T) {
	p := startRedis(t)
	clk := newTestClock()
	a := startNode(t, p, clk, "A")
	gate := make(chan struct{})
	b := startNodeWrapped(t, p, clk, "B", defaultLeaseOptions, 50*time.Millisecond, func(s store.Store) store.Store {
		return lateWatch{Store: s, gate: gate}
	})
	acct := a.account("enterprise", "")
	key, _ := a.key(acct, "live")
	close(gate)
	b.knows(key)
}

func TestTwoNodesQuotaShared(t *testing.T) {
	_, a, b := startPair(t)
	const quota = 15
	acct := a.account("enterprise", fmt.Sprintf(`,"rate_limit_per_minute":0,"monthly_quota":%d`, quota))
	key, _ := a.key(acct, "live")
	b.knows(key)
	nodes := []*clusterNode{a, b}
	for i := range 10 {
		wantStatus(t, nodes[i%2].api("POST", "/v1/check", key, checkBody(fmt.Sprintf("http://quota-%d.example.com/", i))), 200)
	}
	period := livePeriod(a.clk.Now())
	usage := func() int64 {
		t.Helper()
		n, err := a.redis.AccountUsage(t.Context(), period, acct)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	if got := usage(); got != 10 {
		t.Fatalf("usage after 10 checks on two nodes: got %d; want 10", got)
	}
	batch := func(from, n int) string {
		var items []string
		for i := range n {
			items = append(items, fmt.Sprintf(`{"content":"http://quota-batch-%d.example.com/","type":"url"}`, from+i))
		}
		return `{"items":[` + strings.Join(items, ",") + `]}`
	}
	// 6 do not fit in the 5 left: refused whole, nothing charged.
	wantError(t, b.api("POST", "/v1/batch", key, batch(0, 6)), 403, codeQuotaExceeded,
		map[string]any{"quota_limit": quota, "quota_used": 10})
	if got := usage(); got != 10 {
		t.Fatalf("usage after a refused batch: got %d; want 10", got)
	}
	wantStatus(t, a.api("POST", "/v1/batch", key, batch(100, 5)), 200)
	wantError(t, b.api("POST", "/v1/check", key, checkBody("http://quota-last.example.com/")), 403, codeQuotaExceeded,
		map[string]any{"quota_limit": quota, "quota_used": quota})
	if got := usage(); got != quota {
		t.Fatalf("usage at the end: got %d; want %d", got, quota)
	}
}

// reportCounts returns the report_count of every scam n lists, confirmed or not,
// by scam id.
func (n *clusterNode) reportCounts(lister string) map[string]int64 {
	n.t.Helper()
	r := n.api("GET", "/v1/scams?confirmed=false&limit=100", lister, "")
	wantStatus(n.t, r, 200)
	out := map[string]int64{}
	for _, d := range r.body["data"].([]any) {
		m := d.(map[string]any)
		out[m["id"].(string)] = num(m["report_count"])
	}
	return out
}

// communityRisk returns the community layer's risk for content on n's engine.
func (n *clusterNode) communityRisk(content string) int {
	var res engine.Result
	n.srv.eng.Analyze(&engine.Request{Content: []byte(content), Type: engine.TypeURL, Now: n.clk.Now().Unix()}, &res)
	return res.Layers[engine.LayerCommunity].RiskScore
}

func TestTwoNodesReportsAndKeys(t *testing.T) {
	_, a, b := startPair(t)
	lister, _ := a.key(a.account("business", ""), "live")
	var reporters []string
	for range 3 {
		k, _ := a.key(a.account("business", ""), "live")
		reporters = append(reporters, k)
	}
	for _, k := range append(reporters, lister) {
		b.knows(k)
	}
	a.clk.Advance(trustedAge) // established accounts: their reports weigh fully

	// A report sent to A moves the community layer on B, once.
	const scam = "http://parcel-fee-cluster.example/pay"
	before := b.communityRisk(scam)
	report := func(n *clusterNode, key, content string) string {
		t.Helper()
		r := n.api("POST", "/v1/report", key, `{"content":"`+content+`","content_type":"url","scam_type":"fake_delivery"}`)
		wantStatus(t, r, 201)
		return r.body["id"].(string)
	}
	report(a, reporters[0], scam)
	eventually(t, 5*time.Second, "B lists the scam reported on A", func() bool { return len(b.reportCounts(lister)) == 1 })
	if after := b.communityRisk(scam); after <= before {
		t.Fatalf("community risk on B after a report on A: got %d; want more than %d", after, before)
	}
	// A report on B is a barrier: once A lists it, A has heard its own first report
	// back (one channel, in order) and must not have counted it twice.
	report(b, reporters[1], "http://other-cluster.example/win")
	eventually(t, 5*time.Second, "A lists the scam reported on B", func() bool { return len(a.reportCounts(lister)) == 2 })
	eventually(t, 5*time.Second, "B lists both scams", func() bool { return len(b.reportCounts(lister)) == 2 })
	ca, cb := a.reportCounts(lister), b.reportCounts(lister)
	for id, n := range ca {
		if n != 1 || cb[id] != 1 {
			t.Fatalf("report counts: got A %v, B %v; want 1 for each scam on both nodes", ca, cb)
		}
	}

	// Two more accounts confirm the scam on A (D19): B's cache layer knows it.
	report(a, reporters[1], scam)
	report(a, reporters[2], scam)
	eventually(t, 5*time.Second, "B's cache layer knows the scam confirmed on A", func() bool {
		r := b.api("POST", "/v1/check", lister, checkBody(scam))
		return r.status == 200 && r.body["layers"].([]any)[0].(map[string]any)["is_threat"] == true
	})
	// B may know the confirmation a moment before it counts the third report: the
	// follower reads the latest known-scam record for an earlier change event. The
	// counts converge.
	eventually(t, 5*time.Second, "A and B count the same reports after the confirmation", func() bool {
		return fmt.Sprint(a.reportCounts(lister)) == fmt.Sprint(b.reportCounts(lister))
	})

	// A key deleted on A is refused on B (in milliseconds; the bound is for a busy
	// machine); a regenerated one too.
	victim, id := a.key(a.account("starter", ""), "live")
	b.knows(victim)
	wantStatus(t, a.adminCall("DELETE", "/admin/v1/keys/"+id, ""), 204)
	eventually(t, 5*time.Second, "B refuses the key deleted on A", func() bool {
		s, err := status("GET", b.base+"/v1/scams", victim, "")
		return err == nil && s == 401
	})
	old, id := a.key(a.account("starter", ""), "live")
	b.knows(old)
	r := a.adminCall("POST", "/admin/v1/keys/"+id+"/regenerate", "")
	wantStatus(t, r, 200)
	fresh := r.body["key"].(string)
	eventually(t, 5*time.Second, "B refuses the secret regenerated on A and takes the new one", func() bool {
		s1, err1 := status("GET", b.base+"/v1/scams", old, "")
		s2, err2 := status("GET", b.base+"/v1/scams", fresh, "")
		return err1 == nil && err2 == nil && s1 == 401 && s2 != 401
	})
}

func TestTwoNodesRedisOutage(t *testing.T) {
	p, a, b := startPair(t)
	ctx := t.Context()
	lister, _ := a.key(a.account("business", ""), "live")
	reporter, _ := a.key(a.account("starter", ""), "live")
	acct := a.account("enterprise", `,"rate_limit_per_minute":0,"monthly_quota":1000`)
	key, _ := a.key(acct, "live")
	slowAcct := a.account("enterprise", `,"rate_limit_per_minute":4,"monthly_quota":0`)
	slow, _ := a.key(slowAcct, "live")
	// Decided from leases: a large rate, an unlimited quota.
	bigAcct := a.account("enterprise", `,"rate_limit_per_minute":1000000,"monthly_quota":0`)
	big, _ := a.key(bigAcct, "live")
	for _, k := range []string{lister, reporter, key, slow, big} {
		b.knows(k)
	}
	eventually(t, 10*time.Second, "both nodes count two nodes", func() bool {
		return a.cluster.Nodes() == 2 && b.cluster.Nodes() == 2
	})
	checks := 0
	check := func(n *clusterNode) {
		t.Helper()
		checks++
		wantStatus(t, n.api("POST", "/v1/check", key, checkBody(fmt.Sprintf("http://outage-%d.example.com/", checks))), 200)
		wantStatus(t, n.api("POST", "/v1/check", big, checkBody(fmt.Sprintf("http://outage-big-%d.example.com/", checks))), 200)
	}
	for range 3 {
		check(a)
		check(b)
	}
	r := a.api("POST", "/v1/report", reporter, `{"content":"http://before-outage.example/login","content_type":"url","scam_type":"phishing_other"}`)
	wantStatus(t, r, 201)
	acked := r.body["id"].(string)

	p.Kill()
	for _, n := range []*clusterNode{a, b} {
		eventually(t, 5*time.Second, "/readyz fails without Redis", func() bool {
			s, err := status("GET", n.base+"/readyz", "", "")
			return err == nil && s == 503
		})
	}
	// Checks keep being served, and counted.
	for range 4 {
		check(a)
		check(b)
	}
	// Each node admits its share of the rate: 4 per minute over 2 nodes.
	admitted := 0
	for range 4 {
		s, err := status("POST", a.base+"/v1/check", slow, checkBody("http://example.com/slow"))
		if err != nil {
			t.Fatal(err)
		}
		if s == 200 {
			admitted++
		}
	}
	if admitted != 2 {
		t.Fatalf("admitted by one node at one instant with Redis down: got %d; want 2 (4/min over 2 nodes)", admitted)
	}
	// A report cannot be made durable: refused, not acknowledged.
	wantError(t, b.api("POST", "/v1/report", reporter, `{"content":"http://during-outage.example/","content_type":"url","scam_type":"other"}`),
		503, codeUnavailable, nil)

	p.Restart(t)
	for _, n := range []*clusterNode{a, b} {
		eventually(t, 10*time.Second, "/readyz passes with Redis back", func() bool {
			s, err := status("GET", n.base+"/readyz", "", "")
			return err == nil && s == 200
		})
	}
	period := livePeriod(a.clk.Now())
	var got int64
	eventually(t, 10*time.Second, "usage counted during the outage reaches Redis", func() bool {
		var err error
		got, err = a.redis.AccountUsage(ctx, period, acct)
		return err == nil && got >= int64(checks)
	})
	if got != int64(checks) {
		t.Fatalf("usage after the outage: got %d; want %d (every check once)", got, checks)
	}
	eventually(t, 10*time.Second, "usage charged under leases during the outage reaches Redis", func() bool {
		var err error
		got, err = a.redis.AccountUsage(ctx, period, bigAcct)
		return err == nil && got >= int64(checks)
	})
	if got != int64(checks) {
		t.Fatalf("usage of the leased account after the outage: got %d; want %d (every check once)", got, checks)
	}
	if a.cluster.Degraded() || b.cluster.Degraded() {
		// Usage is written back before a node decides in Redis again.
		eventually(t, 5*time.Second, "both nodes decide in Redis again", func() bool {
			return !a.cluster.Degraded() && !b.cluster.Degraded()
		})
	}
	if _, err := a.redis.Report(ctx, acked); err != nil {
		t.Fatalf("report acknowledged before Redis was killed: got %v; want it kept", err)
	}
	if reps, err := a.redis.Reports(ctx, envLive, ""); err != nil || len(reps) != 1 {
		t.Fatalf("reports after the outage: got %d, %v; want only the acknowledged one", len(reps), err)
	}
}

// scamsListed returns every scam n lists, confirmed or not.
func (n *clusterNode) scamsListed(lister string) []map[string]any {
	n.t.Helper()
	r := n.api("GET", "/v1/scams?confirmed=false&limit=100", lister, "")
	wantStatus(n.t, r, 200)
	var out []map[string]any
	for _, d := range r.body["data"].([]any) {
		out = append(out, d.(map[string]any))
	}
	return out
}

// cacheThreat reports whether n's cache layer takes url for a known scam.
func (n *clusterNode) cacheThreat(key, url string) bool {
	n.t.Helper()
	r := n.api("POST", "/v1/check", key, checkBody(url))
	wantStatus(n.t, r, 200)
	l := r.body["layers"].([]any)[0].(map[string]any)
	return l["name"] == engine.LayerNames[engine.LayerCache] && l["is_threat"] == true
}

// TestThreeNodesConcurrentReportsConfirm sends three accounts' reports of one
// content to three nodes at the same moment: no node counts three when its own
// report arrives, yet every node ends up with the content confirmed (D19) and
// reported three times, under one id.
func TestThreeNodesConcurrentReportsConfirm(t *testing.T) {
	p := startRedis(t)
	clk := newTestClock()
	nodes := []*clusterNode{startNode(t, p, clk, "A"), startNode(t, p, clk, "B"), startNode(t, p, clk, "C")}
	a := nodes[0]
	lister, _ := a.key(a.account("enterprise", `,"rate_limit_per_minute":0,"monthly_quota":100000`), "live") // polled
	var reporters []string
	for range nodes {
		k, _ := a.key(a.account("business", ""), "live")
		reporters = append(reporters, k)
	}
	for _, n := range nodes[1:] {
		for _, k := range append(reporters, lister) {
			n.knows(k)
		}
	}
	clk.Advance(trustedAge) // established accounts: their reports weigh fully
	const scam = "http://parcel-fee-concurrent.example/pay"
	body := `{"content":"` + scam + `","content_type":"url","scam_type":"fake_delivery"}`
	keys := make([][]string, len(nodes))
	for i := range nodes {
		keys[i] = reporters[i : i+1]
	}
	reportAtOnce(t, nodes, keys, body)
	var got [3][]map[string]any
	eventually(t, 10*time.Second, "every node lists the scam confirmed with 3 reports under one id", func() bool {
		for i, n := range nodes {
			got[i] = n.scamsListed(lister)
			if len(got[i]) != 1 || got[i][0]["confirmed"] != true || num(got[i][0]["report_count"]) != 3 || got[i][0]["id"] != got[0][0]["id"] {
				return false
			}
		}
		return true
	})
	for i, n := range nodes {
		if !n.cacheThreat(lister, scam) {
			t.Fatalf("cache layer of node %d after the third report: got no threat; want the confirmed scam (listing %v)", i, got[i])
		}
	}
}

// TestTwoNodesConcurrentReportsMerge sends reports of one content to both nodes
// at the same moment, from three accounts on each. Each node writes the shared
// known-scam record after each report; a write based on a record the other node
// replaced meanwhile loses and is applied again to the fresh one. The record ends
// with every report counted and confirmed, under the content's id, and both nodes
// list it alike. Three contents, so that the writes meet more than once.
func TestTwoNodesConcurrentReportsMerge(t *testing.T) {
	_, a, b := startPair(t)
	lister, _ := a.key(a.account("enterprise", `,"rate_limit_per_minute":0,"monthly_quota":100000`), "live") // polled
	const perNode = 3
	nodes := []*clusterNode{a, b}
	reporters := make([][]string, len(nodes))
	for i := range nodes {
		for range perNode {
			k, _ := a.key(a.account("business", ""), "live")
			reporters[i] = append(reporters[i], k)
		}
	}
	b.knows(lister)
	for _, k := range reporters[1] {
		b.knows(k)
	}
	a.clk.Advance(trustedAge) // established accounts: their reports weigh fully
	for round := range 3 {
		scam := fmt.Sprintf("http://parcel-fee-merge-%d.example/pay", round)
		body := `{"content":"` + scam + `","content_type":"url","scam_type":"fake_delivery"}`
		reportAtOnce(t, nodes, reporters, body)

		// Every report was acknowledged after its write: the record is final.
		known, err := a.redis.KnownScams(t.Context(), envLive)
		if err != nil {
			t.Fatal(err)
		}
		var recs []store.KnownScam
		for _, k := range known {
			if k.Content == scam {
				recs = append(recs, k)
			}
		}
		const reports = 2 * perNode
		if len(recs) != 1 {
			t.Fatalf("round %d: stored records of %s: got %+v; want one", round, scam, recs)
		}
		rec := recs[0]
		if rec.ID != scamID(rec.Subject) || rec.ReportCount != reports || !rec.Confirmed || rec.Version < reports {
			t.Fatalf("round %d: stored record: got id %s, %d reports, confirmed %v, version %d; want id %s, %d reports, confirmed, version %d or more",
				round, rec.ID, rec.ReportCount, rec.Confirmed, rec.Version, scamID(rec.Subject), reports, reports)
		}
		var listed [2]map[string]any
		eventually(t, 10*time.Second, fmt.Sprintf("round %d: both nodes list the stored record", round), func() bool {
			for i, n := range nodes {
				listed[i] = nil
				for _, sc := range n.scamsListed(lister) {
					if sc["id"] == rec.ID {
						listed[i] = sc
					}
				}
				if listed[i] == nil || num(listed[i]["report_count"]) != reports || listed[i]["confirmed"] != true ||
					listed[i]["scam_type"] != rec.ScamType {
					return false
				}
			}
			return true
		})
		for i, n := range nodes {
			if !n.cacheThreat(lister, scam) {
				t.Fatalf("round %d: cache layer of node %d: got no threat; want the confirmed scam (listed %v)", round, i, listed[i])
			}
		}
	}
}

// knownScam returns n's catalogue record of the known scam id.
func (n *clusterNode) knownScam(id string) (store.KnownScam, bool) {
	n.srv.cat.mu.Lock()
	defer n.srv.cat.mu.Unlock()
	for _, e := range n.srv.cat.subjects {
		if e.rec.ID == id {
			return e.rec, true
		}
	}
	return store.KnownScam{}, false
}

// TestTwoNodesOlderKnownScamIgnored: B follows A's writes of a known scam up to
// the version stored; a record older than the one B merged (a change message
// that comes late, or a Redis that failed over to a replica which missed the
// last write) changes nothing on B.
func TestTwoNodesOlderKnownScamIgnored(t *testing.T) {
	_, a, b := startPair(t)
	lister, _ := a.key(a.account("enterprise", `,"rate_limit_per_minute":0,"monthly_quota":100000`), "live") // polled
	reporter, _ := a.key(a.account("starter", ""), "live")
	b.knows(lister)
	r := a.api("POST", "/v1/report", reporter, `{"content":"http://parcel-fee-versions.example/pay","content_type":"url","scam_type":"fake_delivery"}`)
	wantStatus(t, r, 201)
	report := r.body["id"].(string)
	listed := a.scamsListed(lister)
	if len(listed) != 1 {
		t.Fatalf("A lists %v; want the reported scam", listed)
	}
	id := listed[0]["id"].(string)
	older, err := a.redis.KnownScam(t.Context(), id)
	if err != nil {
		t.Fatal(err)
	}
	wantStatus(t, a.adminCall("POST", "/admin/v1/reports/"+report+"/confirm", ""), 200)
	newer, err := a.redis.KnownScam(t.Context(), id)
	if err != nil {
		t.Fatal(err)
	}
	if newer.Version <= older.Version || !newer.Confirmed {
		t.Fatalf("stored record after the confirmation: got version %d, confirmed %v; want a version above %d, confirmed",
			newer.Version, newer.Confirmed, older.Version)
	}
	eventually(t, 5*time.Second, "B merges the confirmed record at its version", func() bool {
		rec, ok := b.knownScam(id)
		return ok && rec.Version == newer.Version && rec.Confirmed
	})
	before, _ := b.knownScam(id)
	b.srv.cat.mu.Lock()
	changed := b.srv.cat.applyKnownLocked(t.Context(), b.srv, older)
	b.srv.cat.mu.Unlock()
	after, _ := b.knownScam(id)
	if changed || !sameScam(&before, &after) {
		t.Fatalf("B given version %d after version %d: got changed %v, record %+v; want it unchanged, %+v",
			older.Version, newer.Version, changed, after, before)
	}
	if !b.cacheThreat(lister, "http://parcel-fee-versions.example/pay") {
		t.Fatalf("cache layer of B after an older record: got no threat; want the confirmed scam")
	}
}

// TestTwoNodesWholeHostConfirmation confirms reports on A as whole scam hosts
// (D13), at once or by widening a confirmation already made: on B every URL on
// the host is then a known scam of the cache layer.
func TestTwoNodesWholeHostConfirmation(t *testing.T) {
	_, a, b := startPair(t)
	lister, _ := a.key(a.account("enterprise", `,"rate_limit_per_minute":0,"monthly_quota":100000`), "live") // polled
	reporter, _ := a.key(a.account("starter", ""), "live")
	b.knows(lister)
	report := func(content string) string {
		t.Helper()
		r := a.api("POST", "/v1/report", reporter, `{"content":"`+content+`","content_type":"url","scam_type":"phishing_other"}`)
		wantStatus(t, r, 201)
		return r.body["id"].(string)
	}
	confirm := func(id, body string) {
		t.Helper()
		wantStatus(t, a.adminCall("POST", "/admin/v1/reports/"+id+"/confirm", body), 200)
	}
	confirmedOnB := func(want int) func() bool {
		return func() bool {
			n := 0
			for _, sc := range b.scamsListed(lister) {
				if sc["confirmed"] == true {
					n++
				}
			}
			return n == want
		}
	}

	// Confirmed as a whole host at once.
	confirm(report("http://wholehost-one.example/login"), `{"whole_host":true}`)
	eventually(t, 5*time.Second, "B knows the confirmation made on A", confirmedOnB(1))
	eventually(t, 5*time.Second, "B's cache layer knows another URL on the host confirmed on A", func() bool {
		return b.cacheThreat(lister, "http://wholehost-one.example/other/page")
	})

	// Confirmed, then widened to the host.
	id := report("http://wholehost-two.example/login")
	confirm(id, "")
	eventually(t, 5*time.Second, "B knows the confirmation made on A", confirmedOnB(2))
	if !b.cacheThreat(lister, "http://wholehost-two.example/login") {
		t.Fatalf("cache layer of B on the confirmed URL: got no threat; want a known scam")
	}
	if b.cacheThreat(lister, "http://wholehost-two.example/elsewhere") {
		t.Fatalf("cache layer of B on another URL of a host not confirmed whole: got a threat; want none")
	}
	confirm(id, `{"whole_host":true}`)
	eventually(t, 5*time.Second, "B's cache layer knows another URL on the host widened on A", func() bool {
		return b.cacheThreat(lister, "http://wholehost-two.example/elsewhere")
	})
}

// A retry that reaches node B while the first request still runs on node A is
// refused. What node A's handler holds while it runs is a reservation through
// its store; the test takes that reservation directly, so it needs no slow request.
func TestTwoNodesIdempotencyInProgress(t *testing.T) {
	_, a, b := startPair(t)
	acct := a.account("enterprise", "")
	key, _ := a.key(acct, "live")
	b.knows(key)
	body := checkBody("http://idem-in-progress.example.com/")

	token, ok, err := a.redis.ReserveIdempotent(t.Context(), acct, "retry-1", reservationTTL)
	if err != nil || !ok {
		t.Fatalf("node A: ReserveIdempotent: got %v, %v; want true", ok, err)
	}
	wantError(t, b.api("POST", "/v1/check", key, body, "Idempotency-Key", "retry-1"), 409, codeIdempotencyConflict,
		map[string]any{"field": "Idempotency-Key", "reason": "is in use by a request still in progress"})
	// Another key of the same account is not held.
	wantStatus(t, b.api("POST", "/v1/check", key, body, "Idempotency-Key", "retry-2"), 200)

	// Once node A's request ended, the key runs on node B, and node A replays it.
	if err := a.redis.ReleaseIdempotent(t.Context(), acct, "retry-1", token); err != nil {
		t.Fatalf("node A: ReleaseIdempotent: %v", err)
	}
	first := b.api("POST", "/v1/check", key, body, "Idempotency-Key", "retry-1")
	wantStatus(t, first, 200)
	again := a.api("POST", "/v1/check", key, body, "Idempotency-Key", "retry-1")
	wantStatus(t, again, 200)
	if again.header.Get("Idempotent-Replayed") != "true" {
		t.Fatalf("node A: got %s, not replayed; want node B's answer %s", again.raw, first.raw)
	}
}

// reportAtOnce sends body to /v1/report on every node with each of its keys
// (keys[i] for nodes[i]), all requests released together, and fails t unless every
// one is answered 201.
func reportAtOnce(t *testing.T, nodes []*clusterNode, keys [][]string, body string) {
	t.Helper()
	n := 0
	for _, ks := range keys {
		n += len(ks)
	}
	start := make(chan struct{})
	errs := make(chan error, n)
	var wg sync.WaitGroup
	for i, node := range nodes {
		for _, k := range keys[i] {
			wg.Go(func() {
				<-start
				s, err := status("POST", node.base+"/v1/report", k, body)
				if err == nil && s != 201 {
					err = fmt.Errorf("report on node %d: got status %d; want 201", i, s)
				}
				errs <- err
			})
		}
	}
	close(start)
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
}
