package main

import (
	"encoding/binary"
	"math"
	"math/rand/v2"

	"scamcheck/engine"
)

// The deep_ai model: a small perceptron over the evidence features and a learned
// embedding of the text's hashed n-grams (engine/deepai.go).

// minDeepScale is the least standard deviation a feature is divided by.
const minDeepScale = 0.25

// The n-gram embedding: 1<<deepEmbBits rows of deepEmbDim values, learned with
// AdaGrad (each row sees few updates, and the rare ones must still move).
const (
	deepEmbBits = 14
	deepEmbDim  = 8
	deepEmbLR   = 0.05
)

// deepMembers is the number of perceptrons in the deep_ai model, each trained from
// its own random start; the engine averages their probabilities.
const deepMembers = 3

// trainDeep fits the deep_ai model: deepMembers perceptrons (trainMLP) from
// different seeds, their files one after the other. It returns the model and the
// members' mean training accuracy.
func trainDeep(X [][]float32, F [][]uint64, Y []bool, skip int, rowFold []int) ([]byte, float64) {
	var out []byte
	var acc float64
	for m := range deepMembers {
		b, a := trainMLP(X, F, Y, skip, rowFold, uint64(5+2*m))
		out = append(out, b...)
		acc += a / deepMembers
	}
	return out, acc
}

// trainMLP fits one deep_ai perceptron with Adam on mini-batches (the embedding
// with AdaGrad), from the random start of seed, and returns the encoded model and
// its training accuracy. X are the evidence features of each row, F its n-gram
// hashes. Rows whose fold (rowFold) is skip are left out; skip -1 keeps every row.
func trainMLP(X [][]float32, F [][]uint64, Y []bool, skip int, rowFold []int, seed uint64) ([]byte, float64) {
	if skip >= 0 {
		var x2 [][]float32
		var f2 [][]uint64
		var y2 []bool
		for i := range X {
			if rowFold[i] != skip {
				x2 = append(x2, X[i])
				f2 = append(f2, F[i])
				y2 = append(y2, Y[i])
			}
		}
		X, F, Y = x2, f2, y2
	}
	n, d, H := len(X), engine.NumDeepFeatures, deepHidden
	D := deepEmbDim
	row := d + D // a hidden unit's weights: the evidence features, then the embedding
	mask := uint64(1)<<deepEmbBits - 1
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
	rng := rand.New(rand.NewPCG(seed, seed+1))
	// Parameters: W1 [H][d+D], b1 [H], w2 [H], b2; the embedding E [1<<bits][D].
	W := H * row
	P := make([]float64, W+H+H+1)
	for i := 0; i < W; i++ {
		P[i] = rng.NormFloat64() / math.Sqrt(float64(row))
	}
	for i := W + H; i < W+2*H; i++ {
		P[i] = rng.NormFloat64() / math.Sqrt(float64(H))
	}
	E := make([]float64, D<<deepEmbBits)
	for i := range E {
		E[i] = 0.1 * rng.NormFloat64()
	}
	E2 := make([]float64, len(E)) // AdaGrad's sums of squared gradients
	m1, m2, grad := make([]float64, len(P)), make([]float64, len(P)), make([]float64, len(P))
	hid := make([]float64, H)
	u := make([]float64, row) // a row's input: standardized features, then its mean embedding
	gv := make([]float64, D)
	// input fills u for row r.
	input := func(r int) {
		copy(u, z[r])
		for k := d; k < row; k++ {
			u[k] = 0
		}
		if len(F[r]) == 0 {
			return
		}
		for _, h := range F[r] {
			e := E[int(h&mask)*D : int(h&mask)*D+D]
			for k, v := range e {
				u[d+k] += v
			}
		}
		for k := d; k < row; k++ {
			u[k] /= float64(len(F[r]))
		}
	}
	forward := func() float64 {
		o := P[W+2*H]
		for j := 0; j < H; j++ {
			a := P[W+j]
			for i := 0; i < row; i++ {
				a += P[j*row+i] * u[i]
			}
			hid[j] = math.Tanh(a)
			o += P[W+H+j] * hid[j]
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
				input(r)
				p := forward()
				y := 0.0
				if Y[r] {
					y = 1
				}
				g := p - y
				grad[W+2*H] += g
				clear(gv)
				for j := 0; j < H; j++ {
					grad[W+H+j] += g * hid[j]
					gh := g * P[W+H+j] * (1 - hid[j]*hid[j])
					grad[W+j] += gh
					for i := 0; i < row; i++ {
						grad[j*row+i] += gh * u[i]
					}
					for k := 0; k < D; k++ {
						gv[k] += gh * P[j*row+d+k]
					}
				}
				// The embedding rows of this text, at once (AdaGrad).
				if len(F[r]) > 0 {
					inv := 1 / float64(len(F[r]))
					for _, h := range F[r] {
						o := int(h&mask) * D
						for k := 0; k < D; k++ {
							gk := gv[k]*inv + l2*E[o+k]
							E2[o+k] += gk * gk
							E[o+k] -= deepEmbLR * gk / (math.Sqrt(E2[o+k]) + 1e-8)
						}
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
		input(r)
		if (forward() >= 0.5) == Y[r] {
			correct++
		}
	}
	// Fold the standardization into the first layer.
	out := []byte("SCMP")
	out = binary.LittleEndian.AppendUint32(out, 2)
	out = binary.LittleEndian.AppendUint32(out, uint32(d))
	out = binary.LittleEndian.AppendUint32(out, uint32(H))
	out = binary.LittleEndian.AppendUint32(out, deepEmbBits)
	out = binary.LittleEndian.AppendUint32(out, uint32(D))
	f32 := func(v float64) { out = binary.LittleEndian.AppendUint32(out, math.Float32bits(float32(v))) }
	for j := 0; j < H; j++ {
		for i := 0; i < d; i++ {
			f32(P[j*row+i] / std[i])
		}
		for k := 0; k < D; k++ {
			f32(P[j*row+d+k])
		}
	}
	for j := 0; j < H; j++ {
		b := P[W+j]
		for i := 0; i < d; i++ {
			b -= P[j*row+i] * mean[i] / std[i]
		}
		f32(b)
	}
	for j := 0; j < H; j++ {
		f32(P[W+H+j])
	}
	f32(P[W+2*H])
	for _, v := range E {
		f32(v)
	}
	return out, float64(correct) / float64(n)
}
