package main

import (
	"slices"
	"testing"
)

func TestFold(t *testing.T) {
	f := func(in string, want ...string) {
		t.Helper()
		if got := fold(in); !slices.Equal(got, want) {
			t.Errorf("fold(%q) = %q; want %q", in, got, want)
		}
	}
	f("Köln", "koln", "koeln")
	f("Straße", "strasse")
	f("Müller", "muller", "mueller")
	f("cœur", "coeur")
	f("église", "eglise")
	f("niño", "nino")
	f("Claire", "claire")
	f("dog's")
	f("aujourd'hui")
	f("NASA")
	f("TÜV")
	f("ox")
	f("porte-monnaie")
	f("日本")
}

func TestSpanishPlural(t *testing.T) {
	for in, want := range map[string]string{"receta": "recetas", "flor": "flores", "luz": "luces", "canción": "canciónes", "Madrid": "", "robot": ""} {
		if got := spanishPlural(in); got != want {
			t.Errorf("spanishPlural(%q) = %q; want %q", in, got, want)
		}
	}
}

func TestSplits(t *testing.T) {
	dict := map[string]bool{"zahn": true, "arzt": true, "praxis": true, "de": true, "la": true, "cocina": true}
	for w, want := range map[string]bool{"zahnarzt": true, "zahnarztpraxis": true, "cocinadela": true, "zahn": false, "zahnx": false, "praxi": false} {
		if got := splits(w, dict); got != want {
			t.Errorf("splits(%q) = %v; want %v", w, got, want)
		}
	}
}
