// Command gennamemodel trains the host-name model of the phishing layer and writes
// data/phish/namemodel.bin: a logistic regression over hashed character 3- to
// 5-grams of a host name without its public suffix (or hosting platform), telling
// throw-away scam names from ordinary ones.
//
// Training data (see data/README.md): positives are the polkadot-js/phishing deny
// list (Apache-2.0, may be trained on); negatives are the OpenDNS top and random
// domain lists, TRAIN splits only (public domain). The top-level domain is left out
// of the features on purpose: abused TLDs are scored from data/phish/tlds.tsv, and a
// model should not learn that the 2014 benign lists predate the new gTLDs. One fifth
// of each class is held out to report the false-positive rate at the thresholds the
// engine uses. Run from the repository root:
//
//	go run ./scripts/gennamemodel -shared ../shared/data
package main

import (
	"bufio"
	"encoding/binary"
	"flag"
	"fmt"
	"log"
	"math"
	"math/rand"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"golang.org/x/net/publicsuffix"

	"scamcheck/scripts/internal/gen"
)

const (
	bits    = 16
	buckets = 1 << bits
	epochs  = 8
)

type sample struct {
	feats []uint32
	y     float64
	w     float64
}

func main() {
	shared := flag.String("shared", "../shared/data", "folder of the shared labelled data")
	out := flag.String("out", "data/phish/namemodel.bin", "model file to write")
	fold := flag.Bool("fold", false, "leave out the benign hosts of validation fold 0 (hash of the host mod 5), to measure the whole layer on them")
	flag.Parse()
	hosting := map[string]bool{}
	for _, l := range gen.Lines("data/phish/hosting.tsv") {
		hosting[strings.Split(l, "\t")[0]] = true
	}
	pos := names(gen.Lines(filepath.Join(*shared, "domains", "phishing_polkadot_deny.tsv"))[1:], hosting)
	var neg []string
	for _, f := range []string{"benign_opendns_top_train.tsv", "benign_opendns_random_train.tsv"} {
		hosts := gen.Lines(filepath.Join(*shared, "domains", f))[1:]
		if *fold {
			kept := hosts[:0]
			for _, h := range hosts {
				if validationFold(h) != 0 {
					kept = append(kept, h)
				}
			}
			hosts = kept
		}
		neg = append(neg, names(hosts, hosting)...)
	}
	rng := rand.New(rand.NewSource(1))
	rng.Shuffle(len(pos), func(i, j int) { pos[i], pos[j] = pos[j], pos[i] })
	rng.Shuffle(len(neg), func(i, j int) { neg[i], neg[j] = neg[j], neg[i] })
	posHold, negHold := pos[:len(pos)/5], neg[:len(neg)/5]
	pos, neg = pos[len(pos)/5:], neg[len(neg)/5:]
	negW := float64(len(pos)) / float64(len(neg))
	var train []sample
	for _, n := range pos {
		train = append(train, sample{feats: grams(n), y: 1, w: 1})
	}
	for _, n := range neg {
		train = append(train, sample{feats: grams(n), y: 0, w: negW})
	}
	w := make([]float64, buckets)
	bias := 0.0
	lr, l2 := 0.05, 1e-6
	for ep := 0; ep < epochs; ep++ {
		rng.Shuffle(len(train), func(i, j int) { train[i], train[j] = train[j], train[i] })
		loss := 0.0
		for _, s := range train {
			z := bias
			for _, f := range s.feats {
				z += w[f]
			}
			p := 1 / (1 + math.Exp(-z))
			loss += -s.w * (s.y*math.Log(p+1e-9) + (1-s.y)*math.Log(1-p+1e-9))
			g := s.w * (p - s.y) * lr
			bias -= g
			for _, f := range s.feats {
				w[f] -= g + l2*w[f]
			}
		}
		log.Printf("epoch %d loss %.4f", ep, loss/float64(len(train)))
		lr *= 0.7
	}
	// Quantize to int8 with one scale.
	maxAbs := 0.0
	for _, v := range w {
		maxAbs = math.Max(maxAbs, math.Abs(v))
	}
	scale := maxAbs / 127
	q := make([]int8, buckets)
	for i, v := range w {
		q[i] = int8(math.Round(v / scale))
	}
	score := func(n string) float64 {
		z := bias
		for _, f := range grams(n) {
			z += float64(q[f]) * scale
		}
		return z
	}
	var negS, posS []float64
	for _, n := range negHold {
		negS = append(negS, score(n))
	}
	for _, n := range posHold {
		posS = append(posS, score(n))
	}
	sort.Float64s(negS)
	for _, fp := range []float64{0.03, 0.01, 0.005, 0.002} {
		t := negS[int(float64(len(negS))*(1-fp))]
		hit := 0
		for _, s := range posS {
			if s >= t {
				hit++
			}
		}
		log.Printf("held-out: logit >= %.2f gives FP %.1f%%, recall %.1f%% on the deny list", t, 100*fp, 100*float64(hit)/float64(len(posS)))
	}

	f, err := os.Create(*out)
	if err != nil {
		log.Fatal(err)
	}
	bw := bufio.NewWriter(f)
	bw.WriteString("SCNM")
	binary.Write(bw, binary.LittleEndian, uint32(1))
	binary.Write(bw, binary.LittleEndian, uint32(bits))
	binary.Write(bw, binary.LittleEndian, float32(bias))
	binary.Write(bw, binary.LittleEndian, float32(scale))
	for _, v := range q {
		bw.WriteByte(byte(v))
	}
	if err := bw.Flush(); err != nil {
		log.Fatal(err)
	}
	if err := f.Close(); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("wrote %s: %d buckets, bias %.3f, scale %.5f\n", *out, buckets, bias, scale)
}

// validationFold is the fold (0-4) of a host: FNV-1a of the host mod 5. The engine's
// evaluation test uses the same function.
func validationFold(h string) uint32 {
	x := uint32(2166136261)
	for i := 0; i < len(h); i++ {
		x ^= uint32(h[i])
		x *= 16777619
	}
	return x % 5
}

// names strips each host to the name the engine scores: no public suffix, no hosting
// platform, no leading www.
func names(hosts []string, hosting map[string]bool) []string {
	var out []string
	for _, h := range hosts {
		h = strings.TrimSuffix(strings.ToLower(strings.TrimSpace(h)), ".")
		if h == "" {
			continue
		}
		name := ""
		for i := 0; i < len(h); i++ {
			if h[i] == '.' && hosting[h[i+1:]] {
				name = h[:i]
				break
			}
		}
		if name == "" {
			suffix, _ := publicsuffix.PublicSuffix(h)
			if len(suffix) >= len(h) {
				continue
			}
			name = h[:len(h)-len(suffix)-1]
		}
		out = append(out, strings.TrimPrefix(name, "www."))
	}
	return out
}

// grams returns the hashed 3- to 5-grams of "^name$" (FNV-1a, the engine's hash).
func grams(name string) []uint32 {
	s := "^" + name + "$"
	var out []uint32
	for n := 3; n <= 5; n++ {
		for i := 0; i+n <= len(s); i++ {
			h := uint32(2166136261)
			for j := i; j < i+n; j++ {
				h ^= uint32(s[j])
				h *= 16777619
			}
			out = append(out, h>>(32-bits))
		}
	}
	return out
}
