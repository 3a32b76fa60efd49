package main

import (
	"encoding/binary"
	"math"
	"math/rand/v2"

	"scamcheck/engine"
)

// The deep_ai model: a small perceptron over the evidence features.

// minDeepScale is the least standard deviation a feature is divided by.
const minDeepScale = 0.25

// trainMLP fits the deep_ai perceptron with Adam on mini-batches and returns the
// encoded model and its training accuracy.
// Rows whose fold (rowFold) is skip are left out; skip -1 keeps every row.
func trainMLP(X [][]float32, Y []bool, skip int, rowFold []int) ([]byte, float64) {
	if skip >= 0 {
		var x2 [][]float32
		var y2 []bool
		for i := range X {
			if rowFold[i] != skip {
				x2 = append(x2, X[i])
				y2 = append(y2, Y[i])
			}
		}
		X, Y = x2, y2
	}
	n, d, H := len(X), engine.NumDeepFeatures, deepHidden
	mean, std := make([]float64, d), make([]float64, d)
	for _, x := range X {
		for i, v := range x {
			mean[i] += float64(v)
		}
	}
	for i := range mean {
		mean[i] /= float64(n)
	}
	for _, x := range X {
		for i, v := range x {
			std[i] += (float64(v) - mean[i]) * (float64(v) - mean[i])
		}
	}
	for i := range std {
		// A floor on the scale: a feature that 1 row in 1,000 shows has a
		// standard deviation near 0.03, and dividing by it would feed the
		// network 30 where the feature is present, enough to saturate it on a
		// feature it saw a dozen times. At most 4.
		std[i] = max(math.Sqrt(std[i]/float64(n)), minDeepScale)
	}
	z := make([][]float64, n)
	for r, x := range X {
		z[r] = make([]float64, d)
		for i, v := range x {
			z[r][i] = (float64(v) - mean[i]) / std[i]
		}
	}
	rng := rand.New(rand.NewPCG(5, 6))
	// Parameters: W1 [H][d], b1 [H], w2 [H], b2.
	P := make([]float64, H*d+H+H+1)
	for i := 0; i < H*d; i++ {
		P[i] = rng.NormFloat64() / math.Sqrt(float64(d))
	}
	for i := H*d + H; i < H*d+2*H; i++ {
		P[i] = rng.NormFloat64() / math.Sqrt(float64(H))
	}
	m1, m2, grad := make([]float64, len(P)), make([]float64, len(P)), make([]float64, len(P))
	hid := make([]float64, H)
	forward := func(x []float64) float64 {
		o := P[H*d+2*H]
		for j := 0; j < H; j++ {
			a := P[H*d+j]
			for i := 0; i < d; i++ {
				a += P[j*d+i] * x[i]
			}
			hid[j] = math.Tanh(a)
			o += P[H*d+H+j] * hid[j]
		}
		return 1 / (1 + math.Exp(-o))
	}
	idx := make([]int, n)
	for i := range idx {
		idx[i] = i
	}
	const (
		epochs = 60
		batch  = 64
		lr     = 0.003
		b1, b2 = 0.9, 0.999
		l2     = 1e-4
	)
	step := 0
	for ep := 0; ep < epochs; ep++ {
		rng.Shuffle(n, func(i, j int) { idx[i], idx[j] = idx[j], idx[i] })
		for s := 0; s < n; s += batch {
			clear(grad)
			e := min(s+batch, n)
			for _, r := range idx[s:e] {
				x := z[r]
				p := forward(x)
				y := 0.0
				if Y[r] {
					y = 1
				}
				g := p - y
				grad[H*d+2*H] += g
				for j := 0; j < H; j++ {
					grad[H*d+H+j] += g * hid[j]
					gh := g * P[H*d+H+j] * (1 - hid[j]*hid[j])
					grad[H*d+j] += gh
					for i := 0; i < d; i++ {
						grad[j*d+i] += gh * x[i]
					}
				}
			}
			step++
			for k := range P {
				g := grad[k]/float64(e-s) + l2*P[k]
				m1[k] = b1*m1[k] + (1-b1)*g
				m2[k] = b2*m2[k] + (1-b2)*g*g
				mh := m1[k] / (1 - math.Pow(b1, float64(step)))
				vh := m2[k] / (1 - math.Pow(b2, float64(step)))
				P[k] -= lr * mh / (math.Sqrt(vh) + 1e-8)
			}
		}
	}
	correct := 0
	for r := range z {
		if (forward(z[r]) >= 0.5) == Y[r] {
			correct++
		}
	}
	// Fold the standardization into the first layer.
	out := []byte("SCMP")
	out = binary.LittleEndian.AppendUint32(out, 1)
	out = binary.LittleEndian.AppendUint32(out, uint32(d))
	out = binary.LittleEndian.AppendUint32(out, uint32(H))
	f32 := func(v float64) { out = binary.LittleEndian.AppendUint32(out, math.Float32bits(float32(v))) }
	for j := 0; j < H; j++ {
		for i := 0; i < d; i++ {
			f32(P[j*d+i] / std[i])
		}
	}
	for j := 0; j < H; j++ {
		b := P[H*d+j]
		for i := 0; i < d; i++ {
			b -= P[j*d+i] * mean[i] / std[i]
		}
		f32(b)
	}
	for j := 0; j < H; j++ {
		f32(P[H*d+H+j])
	}
	f32(P[H*d+2*H])
	return out, float64(correct) / float64(n)
}
