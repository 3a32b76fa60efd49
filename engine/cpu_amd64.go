//go:build !purego

package engine

import "golang.org/x/sys/cpu"

// The CPU features the assembly needs, detected once when the package starts. The
// pure-Go code runs on other machines, on other architectures and with -tags
// purego, where none of the assembly is built.

// useAVX512 selects the AVX-512 assembly: signShinglesAVX512 (sign_amd64.go) and
// char4FeaturesAVX512 (char4_amd64.go). VPMULLQ needs AVX-512DQ; VPSHUFB and
// VMOVDQU8 on 512 bits need AVX-512BW. Only tests change it, to run the Go code on
// a machine with AVX-512.
var useAVX512 = cpu.X86.HasAVX512F && cpu.X86.HasAVX512DQ && cpu.X86.HasAVX512BW
