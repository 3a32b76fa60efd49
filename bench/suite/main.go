// Command suite is the load-test half of `make bench`: it runs scamcheck and the two
// reference servers (bench/ref: fasthttp and net/http) side by side on loopback and
// loads them alternately with the load generator, each target in several short
// rounds, reporting medians and scamcheck's ratios to the references.
//
// Servers are pinned to CPU 0 and the load generator to CPU 1 (taskset) when the
// machine has two CPUs or more. Figures: throughput of cache-hit and uncached
// /v1/check, median latency of /v1/batch with 100 uncached items, p99 at 64
// connections, resident memory after a fixed number of requests, and start-up time to
// the first served request. Results go to -out as results.json and results.tsv, with
// the latency distributions (.hgrm) of the 64-connection runs for plotting.
//
// With -cluster it runs the cluster step of `make bench` instead (cluster.go): one
// scamcheck node on the embedded store against one on Redis, written to cluster.json.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("bench: ")
	cfg := config{}
	flag.StringVar(&cfg.scamcheck, "scamcheck", "bin/scamcheck", "scamcheck binary; empty to load only the references")
	flag.StringVar(&cfg.scamcheckFlags, "scamcheck-flags", "", "extra flags for scamcheck, space-separated (e.g. --log-level=warn)")
	flag.StringVar(&cfg.ref, "ref", "bin/ref", "reference server binary (bench/ref)")
	flag.StringVar(&cfg.loadgen, "loadgen", "bin/loadgen", "load generator binary (bench/cmd/loadgen)")
	flag.StringVar(&cfg.out, "out", "bench/out", "output directory")
	flag.IntVar(&cfg.rounds, "rounds", 5, "rounds per scenario and target; figures are medians over rounds")
	flag.DurationVar(&cfg.roundDuration, "round-duration", 2*time.Second, "length of one load round")
	flag.IntVar(&cfg.rssRequests, "rss-requests", 20000, "requests sent before reading resident memory")
	flag.IntVar(&cfg.startupRuns, "startup-runs", 3, "start-ups measured per target; the figure is the median")
	flag.BoolVar(&cfg.pin, "pin", true, "pin servers to CPU 0 and the load generator to CPU 1 with taskset (when there are 2+ CPUs)")
	flag.StringVar(&cfg.only, "scenarios", "", "comma-separated scenario names to run (e.g. check-cached,check-uncached); empty runs all")
	flag.BoolVar(&cfg.cluster, "cluster", false, "compare one scamcheck node on the embedded store with one on Redis instead (writes cluster.json; -ref, -rss-requests and -startup-runs unused)")
	flag.Parse()
	if cfg.cluster {
		log.SetPrefix("benchcluster: ")
		if err := runCluster(&cfg); err != nil {
			log.Print(err)
			os.Exit(1)
		}
		return
	}
	os.Exit(run(&cfg))
}

type config struct {
	scamcheck, ref, loadgen, out string
	scamcheckFlags               string
	only                         string // -scenarios
	rounds, rssRequests          int
	startupRuns                  int
	roundDuration                time.Duration
	pin                          bool
	cluster                      bool // run the cluster comparison (cluster.go)
}

// scenario is one load shape; metric names the figure taken from each run.
type scenario struct {
	Name   string   `json:"name"`
	About  string   `json:"about"`
	Metric string   `json:"metric"` // "throughput_per_sec", "p50_ms" or "p99_ms"
	Args   []string `json:"loadgen_args"`
}

var scenarios = []scenario{
	{"check-cached", "POST /v1/check, 16 connections, every item repeated from a hot set of 16 (cache hits)",
		"throughput_per_sec", []string{"-connections", "16", "-cache-hit-ratio", "1", "-hot-set-size", "16"}},
	{"check-uncached", "POST /v1/check, 16 connections, unique URLs and ~160-char SMS (50/50)",
		"throughput_per_sec", []string{"-connections", "16", "-cache-hit-ratio", "0", "-mix", "url=50,sms=50"}},
	{"batch-100-uncached", "POST /v1/batch of 100 unique URLs and SMS, 2 connections",
		"p50_ms", []string{"-connections", "2", "-batch-share", "1", "-batch-items", "100", "-cache-hit-ratio", "0", "-mix", "url=50,sms=50"}},
	{"check-cached-64", "POST /v1/check, 64 connections, every item repeated from a hot set of 16 (cache hits)",
		"p99_ms", []string{"-connections", "64", "-cache-hit-ratio", "1", "-hot-set-size", "16"}},
	{"check-open-loop-2000", "POST /v1/check at a constant 2,000 req/s (open loop, corrected for coordinated omission), 32 connections, default mix, half repeated",
		"p99_ms", []string{"-connections", "32", "-rate-per-sec", "2000", "-cache-hit-ratio", "0.5"}},
}

// probeBody is the request used to probe start-up and measure the response size.
const probeBody = `{"content":"URGENT: your bank account has been suspended. Verify your identity within 24h at http://secure-bnk-verify.top/login","type":"sms"}`

// target is one server under test.
type target struct {
	Name          string    `json:"name"`
	StartupMs     []float64 `json:"startup_ms"`
	StartupMedian float64   `json:"startup_ms_median"`
	RSSIdleKB     int64     `json:"rss_idle_kb"`
	RSSAfterKB    int64     `json:"rss_after_requests_kb"`
	RSSRequests   int       `json:"rss_requests"`
	ResponseBytes int       `json:"check_response_bytes"`

	argv func(addr string) []string
	key  string
	addr string
	cmd  *exec.Cmd
	done chan struct{} // closed when cmd has exited and been reaped
	log  *os.File
	// dataDir and adminAddr are scamcheck's (scamcheckTarget); empty for others.
	dataDir, adminAddr string
}

// runResult is the figure of one loadgen run.
type runResult struct {
	Target string  `json:"target"`
	Round  int     `json:"round"`
	Value  float64 `json:"value"`
	Failed int64   `json:"failed"` // non-2xx answers and transport errors
	// CPUUsPerRequest is the server's CPU time (user + system) per request: less
	// sensitive than throughput to other processes competing for the machine.
	CPUUsPerRequest float64 `json:"server_cpu_us_per_request"`
	// StealPct is the share of the machine's CPU time the hypervisor gave to others
	// during the round (/proc/stat): above a few percent, the round was disturbed.
	StealPct float64 `json:"steal_pct"`
	// ClientCPUPct is the load generator's CPU use during the round, in percent of
	// its core: near 100, the client rather than the server set the pace.
	ClientCPUPct float64 `json:"loadgen_cpu_pct"`
}

type scenarioResult struct {
	scenario
	Runs    []runResult        `json:"runs"`
	Medians map[string]float64 `json:"medians"`
	// Ratios are scamcheck's median divided by each reference's.
	Ratios map[string]float64 `json:"ratios_scamcheck_over"`
	// RoundRatios are, per reference, the median over rounds of scamcheck's figure
	// divided by the reference's in the same round (run back to back, seconds
	// apart): the machine's slower drifts cancel in each quotient.
	RoundRatios map[string]float64 `json:"round_ratios_scamcheck_over"`
	CPUMedians  map[string]float64 `json:"server_cpu_us_per_request_medians"`
}

type report struct {
	Date          string            `json:"date"`
	GoVersion     string            `json:"go_version"`
	CPU           string            `json:"cpu"`
	CPUs          int               `json:"cpus"`
	LoadAvg       string            `json:"load_average_at_start"`
	Pinned        bool              `json:"pinned"`
	Rounds        int               `json:"rounds"`
	RoundDuration string            `json:"round_duration"`
	Targets       []*target         `json:"targets"`
	Scenarios     []*scenarioResult `json:"scenarios"`
	Notes         []string          `json:"notes,omitempty"`
}

func run(cfg *config) int {
	if err := os.MkdirAll(filepath.Join(cfg.out, "hgrm"), 0o755); err != nil {
		log.Printf("cannot create output directory: %s", err)
		return 1
	}
	pin := pinning(cfg.pin)
	rep := &report{
		Date:          time.Now().UTC().Format(time.RFC3339),
		GoVersion:     runtime.Version(),
		CPU:           cpuModel(),
		CPUs:          runtime.NumCPU(),
		LoadAvg:       loadAvg(),
		Pinned:        pin,
		Rounds:        cfg.rounds,
		RoundDuration: cfg.roundDuration.String(),
	}
	log.Printf("%s, %d CPUs, load average %s, pinned=%v", rep.CPU, rep.CPUs, rep.LoadAvg, pin)
	b := &bench{cfg: cfg, pin: pin}
	defer b.stopAll()

	exit := 0
	respBytes := 0
	if cfg.scamcheck != "" {
		t, err := b.setupScamcheck()
		if err != nil {
			log.Printf("scamcheck: skipped: %s", err)
			rep.Notes = append(rep.Notes, "scamcheck skipped: "+err.Error())
			exit = 1
		} else {
			b.targets = append(b.targets, t)
			respBytes = t.ResponseBytes
		}
	}
	for _, impl := range []string{"fasthttp", "nethttp"} {
		b.targets = append(b.targets, &target{
			Name: "ref-" + impl,
			key:  "svc_live_reference",
			argv: func(addr string) []string {
				return []string{cfg.ref, "-impl", impl, "-addr", addr, "-response-bytes", strconv.Itoa(respBytes)}
			},
		})
	}
	rep.Targets = b.targets

	// Start-up and memory, one target after the other; the last start stays up.
	for _, t := range b.targets {
		if err := b.measureStartup(t); err != nil {
			log.Printf("%s: %s", t.Name, err)
			return 1
		}
		if err := b.measureRSS(t); err != nil {
			log.Printf("%s: %s", t.Name, err)
			return 1
		}
		log.Printf("%-13s start-up %6.1f ms (median of %d)  RSS idle %6.1f MiB, after %d requests %6.1f MiB",
			t.Name, t.StartupMedian, len(t.StartupMs), mib(t.RSSIdleKB), t.RSSRequests, mib(t.RSSAfterKB))
	}

	// Load rounds: every scenario, targets alternating, the order rotating per round.
	for _, sc := range scenarios {
		if cfg.only != "" && !slices.Contains(strings.Split(cfg.only, ","), sc.Name) {
			continue
		}
		res := &scenarioResult{scenario: sc, Medians: map[string]float64{}, Ratios: map[string]float64{},
			RoundRatios: map[string]float64{}, CPUMedians: map[string]float64{}}
		rep.Scenarios = append(rep.Scenarios, res)
		for r := 0; r < cfg.rounds; r++ {
			for i := range b.targets {
				t := b.targets[(i+r)%len(b.targets)]
				rr, err := b.load(t, sc, r)
				if err != nil {
					log.Printf("%s %s round %d: %s", sc.Name, t.Name, r+1, err)
					return 1
				}
				res.Runs = append(res.Runs, rr)
			}
		}
		for _, t := range b.targets {
			var vals, cpu []float64
			for _, rr := range res.Runs {
				if rr.Target == t.Name {
					vals = append(vals, rr.Value)
					cpu = append(cpu, rr.CPUUsPerRequest)
				}
			}
			res.Medians[t.Name] = median(vals)
			res.CPUMedians[t.Name] = median(cpu)
		}
		if sc, ok := res.Medians["scamcheck"]; ok {
			for name, v := range res.Medians {
				if name != "scamcheck" && v > 0 {
					res.Ratios[name] = round3(sc / v)
				}
			}
		}
		for name, qs := range roundRatios(res.Runs) {
			res.RoundRatios[name] = round3(median(qs))
		}
		printScenario(res, b.targets)
		if sc.Name == "check-cached-64" {
			b.keepMedianHgrm(res)
		}
	}
	printTargets(b.targets)
	if err := writeReport(cfg.out, rep); err != nil {
		log.Print(err)
		return 1
	}
	log.Printf("results in %s: results.json, results.tsv, results.md", cfg.out)
	return exit
}

// setupScamcheck starts scamcheck once on an empty data directory, creates an
// unlimited enterprise account and a live key through the admin API (D20b), measures
// the size of a check response, and stops it. The key survives in the data directory.
func (b *bench) setupScamcheck() (*target, error) {
	if _, err := os.Stat(b.cfg.scamcheck); err != nil {
		return nil, fmt.Errorf("no binary: %w", err)
	}
	dataDir, err := filepath.Abs(filepath.Join(b.cfg.out, "scamcheck-data"))
	if err != nil {
		return nil, err
	}
	if err := os.RemoveAll(dataDir); err != nil {
		return nil, fmt.Errorf("cannot clear %s: %w", dataDir, err)
	}
	t, err := b.scamcheckTarget("scamcheck", dataDir)
	if err != nil {
		return nil, err
	}
	defer b.stop(t)
	acct, err := b.startScamcheck(t, `{"name":"load","plan":"enterprise","monthly_quota":0,"rate_limit_per_minute":0}`)
	if err != nil {
		return nil, err
	}
	var resp json.RawMessage
	if err := postJSONKey("http://"+t.addr+"/v1/check", t.key, probeBody, &resp); err != nil {
		return nil, fmt.Errorf("cannot probe /v1/check: %w", err)
	}
	t.ResponseBytes = len(resp)
	log.Printf("scamcheck: load account %s ready; /v1/check answers %d bytes", acct, t.ResponseBytes)
	return t, nil
}

// measureStartup starts t startupRuns times, each time from spawn to the first 200
// answer to POST /v1/check; the last instance keeps running.
func (b *bench) measureStartup(t *target) error {
	for i := 0; i < b.cfg.startupRuns; i++ {
		b.stop(t)
		begin := time.Now()
		if err := b.start(t); err != nil {
			return err
		}
		if err := waitServing(t, 30*time.Second); err != nil {
			return err
		}
		t.StartupMs = append(t.StartupMs, round3(float64(time.Since(begin).Microseconds())/1000))
	}
	t.StartupMedian = median(t.StartupMs)
	return nil
}

// measureRSS reads VmRSS, sends rssRequests requests of the default mix (half
// repeated) and reads it again.
func (b *bench) measureRSS(t *target) error {
	var err error
	if t.RSSIdleKB, err = vmRSS(t.cmd.Process.Pid); err != nil {
		return err
	}
	t.RSSRequests = b.cfg.rssRequests
	if _, err := b.loadgen(t, "-requests", strconv.Itoa(b.cfg.rssRequests), "-duration", "60s",
		"-connections", "16", "-cache-hit-ratio", "0.5"); err != nil {
		return err
	}
	t.RSSAfterKB, err = vmRSS(t.cmd.Process.Pid)
	return err
}

// load runs one round of sc against t.
func (b *bench) load(t *target, sc scenario, round int) (runResult, error) {
	hgrm := filepath.Join(b.cfg.out, "hgrm", fmt.Sprintf("%s-%s-r%d.hgrm", sc.Name, t.Name, round+1))
	args := append([]string{"-duration", b.cfg.roundDuration.String(), "-hgrm-out", hgrm, "-seed", strconv.Itoa(round + 1)}, sc.Args...)
	cpu0, err := cpuTicks(t.cmd.Process.Pid)
	if err != nil {
		return runResult{}, err
	}
	steal0, total0 := stealTicks()
	s, err := b.loadgen(t, args...)
	if err != nil {
		return runResult{}, err
	}
	cpu1, err := cpuTicks(t.cmd.Process.Pid)
	if err != nil {
		return runResult{}, err
	}
	steal1, total1 := stealTicks()
	rr := runResult{Target: t.Name, Round: round + 1, Failed: s.failed(),
		CPUUsPerRequest: round3(float64(cpu1-cpu0) * 1e6 / userHZ / float64(s.Requests)),
		ClientCPUPct:    round3(s.clientCPUPct)}
	if total1 > total0 {
		rr.StealPct = round3(100 * float64(steal1-steal0) / float64(total1-total0))
	}
	switch sc.Metric {
	case "throughput_per_sec":
		rr.Value = s.ThroughputPerSec
	case "p50_ms":
		rr.Value = s.Latency.P50
	case "p99_ms":
		rr.Value = s.Latency.P99
	}
	if s.Unsent > 0 {
		log.Printf("warning: %s %s round %d: %d scheduled requests unsent: the target could not keep the rate",
			sc.Name, t.Name, round+1, s.Unsent)
	}
	if rr.Failed > 0 {
		log.Printf("warning: %s %s round %d: %d of %d requests failed (status %v, errors %v)",
			sc.Name, t.Name, round+1, rr.Failed, s.Requests, s.Status, s.Errors)
	}
	return rr, nil
}

// keepMedianHgrm copies, per target, the distribution of the round with the median
// p99 to <out>/latency-<target>.hgrm for the plot.
func (b *bench) keepMedianHgrm(res *scenarioResult) {
	for _, t := range b.targets {
		var runs []runResult
		for _, rr := range res.Runs {
			if rr.Target == t.Name {
				runs = append(runs, rr)
			}
		}
		if len(runs) == 0 {
			continue
		}
		slices.SortFunc(runs, func(a, b runResult) int {
			switch {
			case a.Value < b.Value:
				return -1
			case a.Value > b.Value:
				return 1
			}
			return 0
		})
		mid := runs[len(runs)/2]
		src := filepath.Join(b.cfg.out, "hgrm", fmt.Sprintf("%s-%s-r%d.hgrm", res.Name, t.Name, mid.Round))
		data, err := os.ReadFile(src)
		if err == nil {
			err = os.WriteFile(filepath.Join(b.cfg.out, "latency-"+t.Name+".hgrm"), data, 0o644)
		}
		if err != nil {
			log.Printf("cannot keep %s: %s", src, err)
		}
	}
}

func printScenario(res *scenarioResult, targets []*target) {
	unit := map[string]string{"throughput_per_sec": "req/s", "p50_ms": "ms p50", "p99_ms": "ms p99"}[res.Metric]
	fmt.Printf("\n%s: %s\n", res.Name, res.About)
	for _, t := range targets {
		var vals []string
		steal, client := 0.0, 0.0
		for _, rr := range res.Runs {
			if rr.Target == t.Name {
				vals = append(vals, strconv.FormatFloat(rr.Value, 'f', -1, 64))
				steal = max(steal, rr.StealPct)
				client = max(client, rr.ClientCPUPct)
			}
		}
		line := fmt.Sprintf("  %-13s %12.3f %-7s  rounds [%s]  server CPU %.1f µs/request  steal max %.1f%%  loadgen CPU max %.0f%%",
			t.Name, res.Medians[t.Name], unit, strings.Join(vals, " "), res.CPUMedians[t.Name], steal, client)
		fmt.Println(line)
	}
	rounds := roundRatios(res.Runs)
	for _, ref := range []string{"ref-fasthttp", "ref-nethttp"} {
		if r, ok := res.Ratios[ref]; ok {
			var qs []string
			for _, q := range rounds[ref] {
				qs = append(qs, strconv.FormatFloat(q, 'f', 2, 64))
			}
			fmt.Printf("  scamcheck / %-12s = %.3f (medians); per round [%s], median %.3f\n", ref, r, strings.Join(qs, " "), res.RoundRatios[ref])
		}
	}
}

// roundRatios returns, per reference, scamcheck's figure divided by the reference's
// in each round where both ran, in round order.
func roundRatios(runs []runResult) map[string][]float64 {
	ours := map[int]float64{}
	for _, rr := range runs {
		if rr.Target == "scamcheck" {
			ours[rr.Round] = rr.Value
		}
	}
	out := map[string][]float64{}
	for _, rr := range runs {
		if v, ok := ours[rr.Round]; ok && rr.Target != "scamcheck" && rr.Value > 0 {
			out[rr.Target] = append(out[rr.Target], round3(v/rr.Value))
		}
	}
	return out
}

func printTargets(targets []*target) {
	fmt.Printf("\nstart-up to first served request (median) and resident memory\n")
	var sc *target
	for _, t := range targets {
		if t.Name == "scamcheck" {
			sc = t
		}
	}
	for _, t := range targets {
		line := fmt.Sprintf("  %-13s start-up %8.1f ms   RSS idle %7.1f MiB   RSS after %d requests %7.1f MiB",
			t.Name, t.StartupMedian, mib(t.RSSIdleKB), t.RSSRequests, mib(t.RSSAfterKB))
		if sc != nil && t != sc && t.StartupMedian > 0 && t.RSSAfterKB > 0 {
			line += fmt.Sprintf("   (scamcheck: x%.2f start-up, x%.2f RSS)", sc.StartupMedian/t.StartupMedian, float64(sc.RSSAfterKB)/float64(t.RSSAfterKB))
		}
		fmt.Println(line)
	}
}

func writeReport(dir string, rep *report) error {
	data, err := json.MarshalIndent(rep, "", "  ")
	if err != nil {
		return fmt.Errorf("cannot encode results: %w", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "results.json"), append(data, '\n'), 0o644); err != nil {
		return fmt.Errorf("cannot write results: %w", err)
	}
	var tsv bytes.Buffer
	tsv.WriteString("figure\ttarget\tvalue\tunit\tratio_scamcheck_over_target\n")
	for _, s := range rep.Scenarios {
		unit := map[string]string{"throughput_per_sec": "req/s", "p50_ms": "ms", "p99_ms": "ms"}[s.Metric]
		for _, t := range rep.Targets {
			ratio := ""
			if r, ok := s.Ratios[t.Name]; ok {
				ratio = strconv.FormatFloat(r, 'f', 3, 64)
			}
			fmt.Fprintf(&tsv, "%s %s\t%s\t%g\t%s\t%s\n", s.Name, s.Metric, t.Name, s.Medians[t.Name], unit, ratio)
		}
	}
	for _, t := range rep.Targets {
		fmt.Fprintf(&tsv, "startup\t%s\t%g\tms\t\n", t.Name, t.StartupMedian)
		fmt.Fprintf(&tsv, "rss_after_%d_requests\t%s\t%d\tKiB\t\n", t.RSSRequests, t.Name, t.RSSAfterKB)
	}
	if err := os.WriteFile(filepath.Join(dir, "results.tsv"), tsv.Bytes(), 0o644); err != nil {
		return fmt.Errorf("cannot write results: %w", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "results.md"), markdownTable(rep), 0o644); err != nil {
		return fmt.Errorf("cannot write results: %w", err)
	}
	return nil
}

// markdownTable renders the medians as a Markdown table for the README: one row per
// figure, one column per target, then scamcheck's ratio to each reference.
func markdownTable(rep *report) []byte {
	var b bytes.Buffer
	b.WriteString("| figure |")
	for _, t := range rep.Targets {
		b.WriteString(" " + t.Name + " |")
	}
	b.WriteString(" scamcheck / ref-fasthttp | scamcheck / ref-nethttp |\n|---|")
	for range rep.Targets {
		b.WriteString("---:|")
	}
	b.WriteString("---:|---:|\n")
	row := func(name string, val func(*target) (float64, bool)) {
		b.WriteString("| " + name + " |")
		var sc float64
		vals := map[string]float64{}
		for _, t := range rep.Targets {
			v, ok := val(t)
			if !ok {
				b.WriteString(" - |")
				continue
			}
			vals[t.Name] = v
			if t.Name == "scamcheck" {
				sc = v
			}
			b.WriteString(" " + figure(v) + " |")
		}
		for _, ref := range []string{"ref-fasthttp", "ref-nethttp"} {
			if v, ok := vals[ref]; ok && sc > 0 && v > 0 {
				fmt.Fprintf(&b, " %.2f |", sc/v)
			} else {
				b.WriteString(" - |")
			}
		}
		b.WriteString("\n")
	}
	names := map[string]string{
		"check-cached":         "cache-hit `/v1/check`, req/s (16 conns)",
		"check-uncached":       "uncached `/v1/check`, req/s (16 conns)",
		"batch-100-uncached":   "`/v1/batch` of 100 uncached items, median ms",
		"check-cached-64":      "cache-hit `/v1/check` p99 ms at 64 connections",
		"check-open-loop-2000": "`/v1/check` p99 ms at 2,000 req/s (open loop)",
	}
	for _, s := range rep.Scenarios {
		name := names[s.Name]
		if name == "" {
			name = s.Name
		}
		row(name, func(t *target) (float64, bool) { v, ok := s.Medians[t.Name]; return v, ok })
	}
	for _, s := range rep.Scenarios {
		row("server CPU µs per request: "+s.Name, func(t *target) (float64, bool) { v, ok := s.CPUMedians[t.Name]; return v, ok && v > 0 })
	}
	row("start-up to first served request, ms", func(t *target) (float64, bool) { return t.StartupMedian, t.StartupMedian > 0 })
	if len(rep.Targets) > 0 {
		n := rep.Targets[0].RSSRequests
		row(fmt.Sprintf("RSS after %d requests, MiB", n), func(t *target) (float64, bool) { return mib(t.RSSAfterKB), t.RSSAfterKB > 0 })
	}
	b.WriteString("\nMedian of the per-round ratios (scamcheck / ref-fasthttp, scamcheck / ref-nethttp; each round runs the targets back to back):")
	for i, s := range rep.Scenarios {
		sep := ";"
		if i == 0 {
			sep = ""
		}
		fmt.Fprintf(&b, "%s %s %.2f, %.2f", sep, s.Name, s.RoundRatios["ref-fasthttp"], s.RoundRatios["ref-nethttp"])
	}
	b.WriteString(".\n")
	var steal []float64
	for _, s := range rep.Scenarios {
		for _, rr := range s.Runs {
			steal = append(steal, rr.StealPct)
		}
	}
	fmt.Fprintf(&b, "\n%s, %d CPUs (servers on CPU 0, load on CPU 1: %v), %s, load average %s at start; medians of %d rounds of %s; CPU time stolen by the hypervisor during load rounds: median %.1f %%, max %.1f %%.\n",
		rep.CPU, rep.CPUs, rep.Pinned, rep.GoVersion, rep.LoadAvg, rep.Rounds, rep.RoundDuration, median(steal), slices.Max(append(steal, 0)))
	return b.Bytes()
}

// userHZ is the unit of the CPU times in /proc/PID/stat (USER_HZ, 100 on Linux).
const userHZ = 100

// cpuTicks returns the user plus system CPU time of pid, in 1/userHZ seconds.
func cpuTicks(pid int) (int64, error) {
	data, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0, fmt.Errorf("cannot read CPU time of %d: %w", pid, err)
	}
	// Fields after the command name, which is in parentheses and may hold spaces:
	// state is field 3, utime field 14, stime field 15.
	i := bytes.LastIndexByte(data, ')')
	if i < 0 {
		return 0, fmt.Errorf("cannot parse /proc/%d/stat", pid)
	}
	f := strings.Fields(string(data[i+1:]))
	if len(f) < 13 {
		return 0, fmt.Errorf("cannot parse /proc/%d/stat", pid)
	}
	utime, err1 := strconv.ParseInt(f[11], 10, 64)
	stime, err2 := strconv.ParseInt(f[12], 10, 64)
	if err1 != nil || err2 != nil {
		return 0, fmt.Errorf("cannot parse /proc/%d/stat", pid)
	}
	return utime + stime, nil
}

// vmRSS returns the resident set size of pid in KiB, from /proc/PID/status.
func vmRSS(pid int) (int64, error) {
	data, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return 0, fmt.Errorf("cannot read memory of %d: %w", pid, err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		if v, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			return strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
		}
	}
	return 0, fmt.Errorf("no VmRSS for %d", pid)
}

func cpuModel() string {
	data, _ := os.ReadFile("/proc/cpuinfo")
	for _, line := range strings.Split(string(data), "\n") {
		if v, ok := strings.CutPrefix(line, "model name"); ok {
			return strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(v), ":"))
		}
	}
	return runtime.GOARCH
}

// stealTicks returns the machine's stolen and total CPU ticks from the cpu line of
// /proc/stat (zeros when it cannot be read).
func stealTicks() (steal, total int64) {
	data, _ := os.ReadFile("/proc/stat")
	line, _, _ := strings.Cut(string(data), "\n")
	f := strings.Fields(line)
	if len(f) < 9 || f[0] != "cpu" {
		return 0, 0
	}
	for i, v := range f[1:] {
		n, _ := strconv.ParseInt(v, 10, 64)
		if i < 8 { // user nice system idle iowait irq softirq steal; guest is in user
			total += n
		}
		if i == 7 {
			steal = n
		}
	}
	return steal, total
}

func loadAvg() string {
	data, _ := os.ReadFile("/proc/loadavg")
	f := strings.Fields(string(data))
	if len(f) < 3 {
		return "unknown"
	}
	return strings.Join(f[:3], " ")
}

func median(v []float64) float64 {
	if len(v) == 0 {
		return 0
	}
	s := slices.Clone(v)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return round3((s[len(s)/2-1] + s[len(s)/2]) / 2)
}

// figure formats v with three significant digits or more, grouping thousands:
// 0.0932, 22.1, 38,570.
func figure(v float64) string {
	switch {
	case v >= 1000:
		s := strconv.FormatFloat(v, 'f', 0, 64)
		for i := len(s) - 3; i > 0; i -= 3 {
			s = s[:i] + "," + s[i:]
		}
		return s
	case v >= 100:
		return strconv.FormatFloat(v, 'f', 0, 64)
	case v >= 10:
		return strconv.FormatFloat(v, 'f', 1, 64)
	case v >= 1:
		return strconv.FormatFloat(v, 'f', 2, 64)
	}
	return strconv.FormatFloat(v, 'f', 3, 64)
}

func round3(f float64) float64 { return float64(int64(f*1000+0.5)) / 1000 }

func mib(kb int64) float64 { return float64(kb) / 1024 }
