package main

import (
	"bufio"
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"
)

// clusterScenarios names the scenarios the cluster step runs on both nodes.
var clusterScenarios = []string{"check-cached", "check-uncached"}

// clusterAccount has both decisions on and never reached: every request pays for them.
const clusterAccount = `{"name":"load","plan":"enterprise","monthly_quota":1000000000000,"rate_limit_per_minute":1000000000}`

// clusterNodes is how many Redis-backed nodes the three-node figure runs.
const clusterNodes = 3

// clusterResult is one scenario of cluster.json.
type clusterResult struct {
	Name     string    `json:"name"`
	Args     []string  `json:"loadgen_args"`
	Embedded []float64 `json:"embedded_throughput_per_sec"`
	Redis    []float64 `json:"redis_throughput_per_sec"`
	// ThreeNodes is the summed throughput of three Redis-backed nodes on this
	// machine, each loaded by its own load generator, the scenario's connections
	// split between them.
	ThreeNodes []float64 `json:"three_redis_nodes_throughput_per_sec"`
	// Medians and their ratios over embedded.
	EmbeddedMedian   float64 `json:"embedded_median"`
	RedisMedian      float64 `json:"redis_median"`
	ThreeNodesMedian float64 `json:"three_redis_nodes_median"`
	Ratio            float64 `json:"ratio_redis_over_embedded"`
	ThreeNodesRatio  float64 `json:"ratio_three_redis_nodes_over_embedded"`
	// RoundRatio and ThreeNodesRoundRatio are the medians over rounds of the
	// quotients within a round (the targets run back to back, seconds apart), in
	// which the machine's slower drifts cancel.
	RoundRatio           float64 `json:"round_ratio_redis_over_embedded"`
	ThreeNodesRoundRatio float64 `json:"round_ratio_three_redis_nodes_over_embedded"`
	// CPU time per request of the servers under test (user + system, µs; the
	// Redis figures include redis-server's), medians over rounds: less sensitive
	// than throughput to other processes competing for the machine.
	EmbeddedCPU   float64 `json:"embedded_server_cpu_us_per_request"`
	RedisCPU      float64 `json:"redis_server_cpu_us_per_request"`
	ThreeNodesCPU float64 `json:"three_redis_nodes_server_cpu_us_per_request"`
	// RedisRoundTripsPerRequest is the scripts (EVALSHA, EVAL) Redis ran per
	// request served during the one-node Redis rounds, heartbeats left out: the
	// node's Redis calls for rate limits, quota and their leases, one round trip
	// each, whether on the request path or renewing leases in the background.
	RedisRoundTripsPerRequest float64 `json:"redis_round_trips_per_request"`
	// ThreeNodesRoundTripsPerRequest is the same over the three-node rounds.
	ThreeNodesRoundTripsPerRequest float64 `json:"three_redis_nodes_round_trips_per_request"`
}

// clusterThreeNodesNote says what the three-node figure shows on a small machine.
const clusterThreeNodesNote = "three Redis-backed nodes share this machine (servers on CPU 0 with redis-server, load generators on CPU 1 when pinned): their summed throughput against one embedded node shows the overhead of three processes and of Redis, not scaling"

// runCluster is the cluster step of `make bench` (-cluster): the throughput of one
// scamcheck node with the embedded store and with a Redis store (--redis), in the
// same run, as a ratio, and the Redis round trips the node makes per request; then
// the summed throughput of three Redis-backed nodes serving one account against
// the embedded node.
//
// It starts a redis-server (in memory: no RDB, no AOF, so the figure is the cost of
// the round trips, not of the disk) and the nodes one after the other on
// loopback, with a load account whose rate limit and quota are on but never
// reached, so that every request goes through both decisions (from leases, for
// limits this large). The three Redis-backed nodes share one account and key,
// created on the first. Rounds alternate between the embedded node, the Redis
// node and the three; figures are medians. Servers and redis-server share CPU 0,
// the load generators have CPU 1 (taskset, when there are two CPUs). Results go
// to <out>/cluster.json and a section of <out>/results.md, logs to
// <out>/cluster-*.log.
func runCluster(cfg *config) error {
	if _, err := exec.LookPath("redis-server"); err != nil {
		return fmt.Errorf("redis-server is not on PATH (make redis-server): %w", err)
	}
	var scs []scenario
	for _, name := range clusterScenarios {
		sc, ok := scenarioNamed(name)
		if !ok {
			return fmt.Errorf("no scenario %q", name)
		}
		scs = append(scs, sc)
	}
	tmp, err := os.MkdirTemp("", "benchcluster")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	if err := os.MkdirAll(cfg.out, 0o755); err != nil {
		return err
	}
	b := &bench{cfg: cfg, pin: pinning(cfg.pin), logPrefix: "cluster-"}
	defer b.stopAll()

	rs := &target{Name: "redis-server", argv: func(addr string) []string {
		_, port, _ := net.SplitHostPort(addr)
		return []string{"redis-server", "--port", port, "--bind", "127.0.0.1", "--dir", tmp,
			"--save", "", "--appendonly", "no", "--daemonize", "no", "--logfile", ""}
	}}
	b.targets = append(b.targets, rs)
	if err := b.start(rs); err != nil {
		return err
	}
	rc := redis.NewClient(&redis.Options{Addr: rs.addr})
	defer rc.Close()
	if err := waitFor(rs, 10*time.Second, 20*time.Millisecond, func() error { return rc.Ping(context.Background()).Err() }); err != nil {
		return fmt.Errorf("redis-server on %s: %w", rs.addr, err)
	}

	var nodes []*target
	for _, n := range []struct{ name, redis string }{{"embedded", ""}, {"redis", "redis://" + rs.addr + "/0"}} {
		var extra []string
		if n.redis != "" {
			extra = []string{"--redis", n.redis}
		}
		t, err := b.scamcheckTarget(n.name, filepath.Join(tmp, n.name), extra...)
		if err != nil {
			return err
		}
		b.targets = append(b.targets, t)
		if _, err := b.startScamcheck(t, clusterAccount); err != nil {
			return fmt.Errorf("%s node: %w", n.name, err)
		}
		nodes = append(nodes, t)
	}
	// The three-node set: the Redis node and two more, on its account and key.
	three := []*target{nodes[1]}
	for i := 2; i <= clusterNodes; i++ {
		name := fmt.Sprintf("redis-%d", i)
		t, err := b.scamcheckTarget(name, filepath.Join(tmp, name), "--redis", "redis://"+rs.addr+"/0")
		if err != nil {
			return err
		}
		b.targets = append(b.targets, t)
		if err := b.start(t); err != nil {
			return err
		}
		t.key = nodes[1].key
		if err := waitServing(t, 30*time.Second); err != nil {
			return fmt.Errorf("%s node: %w", name, err)
		}
		three = append(three, t)
	}

	var results []*clusterResult
	for _, sc := range scs {
		res := &clusterResult{Name: sc.Name, Args: sc.Args}
		var scripts, requests, scripts3, requests3 int64
		var cpuEmbedded, cpuRedis, cpuThree []float64
		for r := range cfg.rounds {
			for i := range 3 {
				before := requestScripts(rc)
				switch (i + r) % 3 {
				case 0, 1:
					n := nodes[(i+r)%3]
					servers := []*target{n}
					if n.Name == "redis" {
						servers = append(servers, rs)
					}
					cpu0 := cpuOf(servers)
					s, err := b.clusterLoad(n, sc, r)
					if err != nil {
						return fmt.Errorf("%s %s round %d: %w", sc.Name, n.Name, r+1, err)
					}
					cpu := perRequestUs(cpuOf(servers)-cpu0, s.Requests)
					if n.Name == "redis" {
						scripts += requestScripts(rc) - before
						requests += s.Requests
						res.Redis = append(res.Redis, s.ThroughputPerSec)
						cpuRedis = append(cpuRedis, cpu)
					} else {
						res.Embedded = append(res.Embedded, s.ThroughputPerSec)
						cpuEmbedded = append(cpuEmbedded, cpu)
					}
				case 2:
					servers := append([]*target{rs}, three...)
					cpu0 := cpuOf(servers)
					total, n, err := b.clusterLoadAll(three, sc, r)
					if err != nil {
						return fmt.Errorf("%s three nodes round %d: %w", sc.Name, r+1, err)
					}
					cpuThree = append(cpuThree, perRequestUs(cpuOf(servers)-cpu0, n))
					scripts3 += requestScripts(rc) - before
					requests3 += n
					res.ThreeNodes = append(res.ThreeNodes, total)
				}
			}
		}
		res.EmbeddedCPU, res.RedisCPU, res.ThreeNodesCPU = median(cpuEmbedded), median(cpuRedis), median(cpuThree)
		res.EmbeddedMedian, res.RedisMedian, res.ThreeNodesMedian = median(res.Embedded), median(res.Redis), median(res.ThreeNodes)
		res.Ratio = round3(res.RedisMedian / res.EmbeddedMedian)
		res.ThreeNodesRatio = round3(res.ThreeNodesMedian / res.EmbeddedMedian)
		res.RoundRatio, res.ThreeNodesRoundRatio = roundQuotient(res.Redis, res.Embedded), roundQuotient(res.ThreeNodes, res.Embedded)
		res.RedisRoundTripsPerRequest = round3(float64(scripts) / float64(max(requests, 1)))
		res.ThreeNodesRoundTripsPerRequest = round3(float64(scripts3) / float64(max(requests3, 1)))
		log.Printf("%-15s embedded %8.0f/s   redis %8.0f/s   ratio %.3f (per round %.3f)   redis round trips per request %.3f   server CPU µs/request %.1f, %.1f",
			sc.Name, res.EmbeddedMedian, res.RedisMedian, res.Ratio, res.RoundRatio, res.RedisRoundTripsPerRequest, res.EmbeddedCPU, res.RedisCPU)
		log.Printf("%-15s three redis nodes %8.0f/s in all   ratio to one embedded node %.3f (per round %.3f)   round trips per request %.3f   server CPU µs/request %.1f",
			sc.Name, res.ThreeNodesMedian, res.ThreeNodesRatio, res.ThreeNodesRoundRatio, res.ThreeNodesRoundTripsPerRequest, res.ThreeNodesCPU)
		results = append(results, res)
	}
	log.Printf("the three-node figure: %s", clusterThreeNodesNote)
	out, err := json.MarshalIndent(map[string]any{
		"date": time.Now().UTC().Format(time.RFC3339), "cpus": runtime.NumCPU(), "pinned": b.pin,
		"rounds": cfg.rounds, "round_duration": cfg.roundDuration.String(), "scenarios": results,
		"three_nodes_note": clusterThreeNodesNote,
	}, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(cfg.out, "cluster.json"), append(out, '\n'), 0o644); err != nil {
		return err
	}
	return appendClusterSection(filepath.Join(cfg.out, "results.md"), results, cfg)
}

// cpuOf returns the CPU ticks used so far by the processes of ts (0 for one that
// cannot be read).
func cpuOf(ts []*target) int64 {
	var n int64
	for _, t := range ts {
		if t.cmd != nil && t.cmd.Process != nil {
			c, _ := cpuTicks(t.cmd.Process.Pid)
			n += c
		}
	}
	return n
}

// perRequestUs converts CPU ticks spent on requests to µs per request.
func perRequestUs(ticks, requests int64) float64 {
	return round3(float64(ticks) * 1e6 / userHZ / float64(max(requests, 1)))
}

// roundQuotient returns the median over rounds of a[i]/b[i].
func roundQuotient(a, b []float64) float64 {
	var q []float64
	for i := range min(len(a), len(b)) {
		if b[i] > 0 {
			q = append(q, a[i]/b[i])
		}
	}
	return round3(median(q))
}

// clusterLoadAll runs one round of sc against every node of ns at once, one load
// generator each, the scenario's connections split between them. It returns
// their summed throughput and requests; every answer must be 200.
func (b *bench) clusterLoadAll(ns []*target, sc scenario, round int) (float64, int64, error) {
	type result struct {
		s   *summary
		err error
	}
	conns := scenarioConnections(sc.Args)
	results := make(chan result, len(ns))
	for i, n := range ns {
		part := sc
		part.Args = withConnections(sc.Args, max((conns+len(ns)-1-i)/len(ns), 1))
		go func() {
			// Seeds apart per node: the uncached scenario sends each node its own contents.
			s, err := b.clusterLoad(n, part, round*len(ns)+i)
			results <- result{s, err}
		}()
	}
	var total float64
	var requests int64
	var firstErr error
	for range ns {
		r := <-results
		if r.err != nil {
			firstErr = cmp.Or(firstErr, r.err)
			continue
		}
		total += r.s.ThroughputPerSec
		requests += r.s.Requests
	}
	return total, requests, firstErr
}

// scenarioConnections returns the -connections of args (loadgen's default, 16,
// when absent).
func scenarioConnections(args []string) int {
	for i := 0; i+1 < len(args); i++ {
		if args[i] == "-connections" {
			if n, err := strconv.Atoi(args[i+1]); err == nil {
				return n
			}
		}
	}
	return 16
}

// withConnections returns args with -connections set to n.
func withConnections(args []string, n int) []string {
	out := make([]string, 0, len(args)+2)
	set := false
	for i := 0; i < len(args); i++ {
		if args[i] == "-connections" && i+1 < len(args) {
			out = append(out, args[i], strconv.Itoa(n))
			i++
			set = true
			continue
		}
		out = append(out, args[i])
	}
	if !set {
		out = append(out, "-connections", strconv.Itoa(n))
	}
	return out
}

// clusterSectionTitle heads the cluster section of results.md.
const clusterSectionTitle = "\n## Cluster mode (`bin/benchsuite -cluster`)\n"

// appendClusterSection writes the cluster figures as a section of the results.md
// at path (the load step's summary), replacing the section of an earlier run; it
// writes the section alone when there is no results.md.
func appendClusterSection(path string, results []*clusterResult, cfg *config) error {
	old, err := os.ReadFile(path)
	if err != nil && !os.IsNotExist(err) {
		return err
	}
	if i := strings.Index(string(old), clusterSectionTitle); i >= 0 {
		old = old[:i]
	}
	var b strings.Builder
	b.Write(old)
	b.WriteString(clusterSectionTitle)
	b.WriteString("\n| scenario | embedded req/s | Redis req/s | ratio (per round) | round trips per request | three Redis nodes req/s | ratio (per round) | round trips per request | server CPU µs per request: embedded, Redis, three |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|\n")
	for _, r := range results {
		fmt.Fprintf(&b, "| %s | %s | %s | %.2f (%.2f) | %.3f | %s | %.2f (%.2f) | %.3f | %s, %s, %s |\n", r.Name, figure(r.EmbeddedMedian), figure(r.RedisMedian),
			r.Ratio, r.RoundRatio, r.RedisRoundTripsPerRequest, figure(r.ThreeNodesMedian), r.ThreeNodesRatio, r.ThreeNodesRoundRatio, r.ThreeNodesRoundTripsPerRequest,
			figure(r.EmbeddedCPU), figure(r.RedisCPU), figure(r.ThreeNodesCPU))
	}
	fmt.Fprintf(&b, "\nMedians of %d rounds of %s. The three-node figure: %s.\n", cfg.rounds, cfg.roundDuration, clusterThreeNodesNote)
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

// clusterLoad runs one round of sc against node n; every answer must be 200.
func (b *bench) clusterLoad(n *target, sc scenario, round int) (*summary, error) {
	args := append([]string{"-duration", b.cfg.roundDuration.String(), "-seed", strconv.Itoa(round + 1)}, sc.Args...)
	s, err := b.loadgen(n, args...)
	if err != nil {
		return nil, err
	}
	if ok := s.Status["200"]; ok != s.Requests {
		return nil, fmt.Errorf("got statuses %v; want only 200", s.Status)
	}
	return s, nil
}

// requestScripts reads how many scripts Redis ran for requests from INFO
// commandstats; 0 on error.
func requestScripts(rc *redis.Client) int64 {
	info, err := rc.Info(context.Background(), "commandstats").Result()
	if err != nil {
		return 0
	}
	return parseRequestScripts(info)
}

// parseRequestScripts counts the EVALSHA and EVAL calls of an INFO commandstats
// answer (lines "cmdstat_evalsha:calls=N,..."), less the node's heartbeats: a
// script that calls ZCARD once, the only one that does.
func parseRequestScripts(info string) int64 {
	var n int64
	sc := bufio.NewScanner(strings.NewReader(info))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		for cmd, sign := range map[string]int64{"cmdstat_evalsha:calls=": 1, "cmdstat_eval:calls=": 1, "cmdstat_zcard:calls=": -1} {
			if v, ok := strings.CutPrefix(line, cmd); ok {
				v, _, _ = strings.Cut(v, ",")
				c, _ := strconv.ParseInt(v, 10, 64)
				n += sign * c
			}
		}
	}
	return n
}

// scenarioNamed returns the scenario of the suite called name.
func scenarioNamed(name string) (scenario, bool) {
	for _, sc := range scenarios {
		if sc.Name == name {
			return sc, true
		}
	}
	return scenario{}, false
}
