package loadgen

import (
	"fmt"
	"math"
	"os"
	"strconv"

	hdrhistogram "github.com/HdrHistogram/hdrhistogram-go"
)

// Summary is the JSON document printed on stdout at the end of a run. Latencies are
// in milliseconds. In open-loop mode, latency is measured from each request's
// intended send time (coordinated-omission corrected) and latency_uncorrected_ms from
// its actual send time; in closed-loop mode the two are the same measurement.
type Summary struct {
	Target             string           `json:"target"`
	Mode               string           `json:"mode"` // "closed-loop" or "open-loop"
	Connections        int              `json:"connections"`
	RatePerSec         float64          `json:"rate_per_sec,omitempty"`
	CacheHitRatio      float64          `json:"cache_hit_ratio"`
	BatchShare         float64          `json:"batch_share"`
	BatchItems         int              `json:"batch_items,omitempty"`
	DurationSec        float64          `json:"duration_sec"`
	Requests           int64            `json:"requests"` // completed: answered or failed
	CheckRequests      int64            `json:"check_requests"`
	BatchRequests      int64            `json:"batch_requests"`
	Items              int64            `json:"items"` // analyses asked for: checks plus batch items
	RepeatedItems      int64            `json:"repeated_items"`
	FreshItems         int64            `json:"fresh_items"`
	Unsent             int64            `json:"unsent,omitempty"` // open loop: scheduled but not sent before the grace ran out
	ThroughputPerSec   float64          `json:"throughput_per_sec"`
	ItemsPerSec        float64          `json:"items_per_sec"`
	Status             map[string]int64 `json:"status"`
	Errors             map[string]int64 `json:"errors"`
	MeanResponseBytes  float64          `json:"mean_response_bytes"`
	Latency            Percentiles      `json:"latency_ms"`
	LatencyUncorrected Percentiles      `json:"latency_uncorrected_ms"`
	CheckLatency       *Percentiles     `json:"check_latency_ms,omitempty"`
	BatchLatency       *Percentiles     `json:"batch_latency_ms,omitempty"`
	Interrupted        bool             `json:"interrupted,omitempty"`
}

// Percentiles of a latency distribution, in milliseconds.
type Percentiles struct {
	P50  float64 `json:"p50"`
	P90  float64 `json:"p90"`
	P99  float64 `json:"p99"`
	P999 float64 `json:"p99_9"`
	Max  float64 `json:"max"`
	Mean float64 `json:"mean"`
}

// percentiles reads h, in microseconds, as milliseconds.
func percentiles(h *hdrhistogram.Histogram) Percentiles {
	ms := func(us int64) float64 { return float64(us) / 1000 }
	return Percentiles{
		P50:  ms(h.ValueAtQuantile(50)),
		P90:  ms(h.ValueAtQuantile(90)),
		P99:  ms(h.ValueAtQuantile(99)),
		P999: ms(h.ValueAtQuantile(99.9)),
		Max:  ms(h.Max()),
		Mean: math.Round(h.Mean()) / 1000,
	}
}

// summary returns the figures of r as printed on stdout.
func (r *result) summary(cfg *config) *Summary {
	s := &Summary{
		Target:             cfg.baseURL,
		Mode:               "closed-loop",
		Connections:        cfg.connections,
		RatePerSec:         cfg.ratePerSec,
		CacheHitRatio:      cfg.cacheHitRatio,
		BatchShare:         cfg.batchShare,
		DurationSec:        math.Round(r.elapsed.Seconds()*1000) / 1000,
		Requests:           r.checks + r.batches,
		CheckRequests:      r.checks,
		BatchRequests:      r.batches,
		Items:              r.items,
		RepeatedItems:      r.hotItems,
		FreshItems:         r.items - r.hotItems,
		Status:             make(map[string]int64, len(r.status)),
		Errors:             r.errors,
		Latency:            percentiles(r.latency),
		LatencyUncorrected: percentiles(r.raw),
		Interrupted:        r.stopped,
	}
	if cfg.ratePerSec > 0 {
		s.Mode = "open-loop"
		s.Unsent = max(r.scheduled-s.Requests, 0)
	}
	if cfg.batchShare > 0 {
		s.BatchItems = cfg.batchItems
	}
	if sec := r.elapsed.Seconds(); sec > 0 {
		s.ThroughputPerSec = math.Round(float64(s.Requests)/sec*10) / 10
		s.ItemsPerSec = math.Round(float64(s.Items)/sec*10) / 10
	}
	answered := int64(0)
	for code, n := range r.status {
		s.Status[strconv.Itoa(code)] = n
		answered += n
	}
	if answered > 0 {
		s.MeanResponseBytes = math.Round(float64(r.respBytes) / float64(answered))
	}
	if r.checks > 0 {
		p := percentiles(r.check)
		s.CheckLatency = &p
	}
	if r.batches > 0 {
		p := percentiles(r.batch)
		s.BatchLatency = &p
	}
	return s
}

// writeHgrm writes h's percentile distribution in HdrHistogram's text format, in ms.
func writeHgrm(path string, h *hdrhistogram.Histogram) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("cannot create %s: %w", path, err)
	}
	if _, err := h.PercentilesPrint(f, 5, 1000); err != nil {
		f.Close()
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	return nil
}
