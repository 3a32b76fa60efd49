package main

import (
	"math"
	"math/rand/v2"
	"sort"
)

// sample is one link of the training data.
type sample struct {
	feats   []uint32 // weight indexes, repeated when a feature occurs twice
	y       float64  // 1 phishing, 0 benign
	w       float64  // sample weight
	stratum int      // engine.AppendURLFeatures' stratum
	link    string
	domain  string  // registrable domain
	fold    int     // validation fold, by registrable domain
	source  int     // index in sources
	risk    int     // the rules' risk, 0-100
	calib   bool    // a benign link the engine would score: part of the calibration
	bag     int     // the synthetic draw the link belongs to, -1 for a link of every draw
	share   float64 // 1, or 1/bags for a link of one draw: its weight in what all draws share
}

// model is a logistic regression over hashed features.
type model struct {
	bias float64
	w    []float64
}

func (m *model) logit(feats []uint32) float64 {
	z := m.bias
	for _, f := range feats {
		z += m.w[f]
	}
	return z
}

// Training settings: AdaGrad with an L2 penalty, a fixed number of passes, each
// over a seeded shuffle.
const (
	epochs = 6
	lr0    = 0.08
	l2     = 2e-6
)

// train fits a model on samples (those with keep true), deterministically.
func train(samples []sample, keep func(*sample) bool, buckets int, seed uint64) *model {
	var idx []int
	for i := range samples {
		if keep(&samples[i]) {
			idx = append(idx, i)
		}
	}
	m := &model{w: make([]float64, buckets)}
	g2 := make([]float64, buckets)
	gb := 1.0
	rng := rand.New(rand.NewPCG(seed, 0x5ca1ab1e))
	for range epochs {
		rng.Shuffle(len(idx), func(i, j int) { idx[i], idx[j] = idx[j], idx[i] })
		for _, i := range idx {
			s := &samples[i]
			p := 1 / (1 + math.Exp(-m.logit(s.feats)))
			g := s.w * (p - s.y)
			gb += g * g
			m.bias -= lr0 / math.Sqrt(gb) * g
			for _, f := range s.feats {
				gf := g + l2*m.w[f]
				g2[f] += gf * gf
				m.w[f] -= lr0 / math.Sqrt(g2[f]+1) * gf
			}
		}
	}
	return m
}

// quantized is a model with int8 weights and one scale, as the engine reads it.
type quantized struct {
	bias, scale float64
	q           []int8
}

// quantize rounds the weights to int8 steps of one scale, clipping the few largest
// (beyond the 99.99th percentile of magnitudes) so that the others keep their
// resolution.
func quantize(m *model) *quantized {
	var mags []float64
	for _, v := range m.w {
		if v != 0 {
			mags = append(mags, math.Abs(v))
		}
	}
	sort.Float64s(mags)
	clip := mags[len(mags)-1]
	if n := len(mags); n > 10000 {
		clip = mags[n-n/10000]
	}
	q := &quantized{bias: m.bias, scale: clip / 127, q: make([]int8, len(m.w))}
	for i, v := range m.w {
		x := math.Round(v / q.scale)
		q.q[i] = int8(max(-127, min(127, x)))
	}
	return q
}

// logit is what the engine computes: the bias plus the scaled sum of int8 weights
// (in float32, as the engine does).
func (q *quantized) logit(feats []uint32) float64 {
	sum := int32(0)
	for _, f := range feats {
		sum += int32(q.q[f])
	}
	return float64(float32(q.bias) + float32(q.scale)*float32(sum))
}
