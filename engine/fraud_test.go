package engine

import (
	"math"
	"math/rand/v2"
	"testing"

	"scamcheck/data"
)

// TestFraudWeightsScore checks that the interleaved weights give, bit for bit, the
// logits of the two models they were made from, each summed in feature order: on
// the features of every hand-labelled text and on random features.
func TestFraudWeightsScore(t *testing.T) {
	e := newTextEngine(t)
	bin, err := loadLinear(data.FS, "text/fraud_binary.bin", 1)
	if err != nil {
		t.Fatalf("cannot load the binary model: %v", err)
	}
	cat, err := loadLinear(data.FS, "text/fraud_category.bin", numCategories)
	if err != nil {
		t.Fatalf("cannot load the category model: %v", err)
	}
	w, err := fuseFraudModels(bin, cat)
	if err != nil {
		t.Fatalf("cannot fuse the models: %v", err)
	}
	f := func(feats []uint64) {
		t.Helper()
		var got [numCategories]float32
		z := w.score(feats, &got)
		if want := bin.score1(feats); math.Float32bits(z) != math.Float32bits(want) {
			t.Fatalf("binary logit of %d features: got %v; want %v", len(feats), z, want)
		}
		for c := range numCategories {
			want := cat.bias[c]
			for _, h := range feats {
				want += cat.w[cat.bucket(h)*numCategories+c]
			}
			if math.Float32bits(got[c]) != math.Float32bits(want) {
				t.Fatalf("category %d logit of %d features: got %v; want %v", c, len(feats), got[c], want)
			}
		}
	}
	for _, text := range labelledTexts(t) {
		f(e.AppendTextFeatures(nil, []byte(text), TypeSMS))
	}
	f(e.AppendTextFeatures(nil, []byte(email700), TypeEmail))
	rng := rand.New(rand.NewPCG(5, 6))
	for range 200 {
		feats := make([]uint64, rng.IntN(600))
		for i := range feats {
			feats[i] = rng.Uint64()
		}
		f(feats)
	}
}

// TestFuseFraudModelsRefuses checks that models that cannot be interleaved are refused.
func TestFuseFraudModelsRefuses(t *testing.T) {
	f := func(binBits, binClasses, catBits, catClasses int) {
		t.Helper()
		bin := &linearModel{bits: uint(binBits), classes: binClasses}
		cat := &linearModel{bits: uint(catBits), classes: catClasses}
		if _, err := fuseFraudModels(bin, cat); err == nil {
			t.Fatalf("fuseFraudModels(%d bits %d classes, %d bits %d classes): got no error; want one", binBits, binClasses, catBits, catClasses)
		}
	}
	f(14, 1, 15, numCategories) // category model finer than the binary one
	f(18, 2, 15, numCategories)
	f(18, 1, 15, numCategories-1)
}
