package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// printScenario prints one scenario's rounds and medians per target, and scamcheck's
// ratios to the references.
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

// printTargets prints each target's start-up time and resident memory.
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

// writeReport writes rep to dir as results.json, results.tsv and results.md.
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

// median returns the median of v (0 for none), rounded to three decimals when it
// falls between two values.
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

// round3 rounds f to three decimals.
func round3(f float64) float64 { return float64(int64(f*1000+0.5)) / 1000 }

// mib converts KiB to MiB.
func mib(kb int64) float64 { return float64(kb) / 1024 }
