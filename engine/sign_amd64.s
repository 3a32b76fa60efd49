//go:build !purego

#include "textflag.h"

// func signShinglesAVX512(sig *signature, hs []uint64, seeds *[sigSize]uint64)
//
// signShinglesGo with the 32 values of the signature in four ZMM registers of eight
// uint64 lanes: one pass over hs, each shingle broadcast to all 32 lanes.
//
//	Z0-Z3    seeds (sigSeedsShifted), value k in lane k%8 of Z(k/8)
//	Z4, Z5   the two multipliers of mix64Tail (hash.go)
//	Z6-Z9    the running minima, kept whole (64 bits): the least top half is the
//	         top half of the least, so the shift by 32 is done once at the end
//	Z10      the shingle h; Z11-Z14 the four values of h; Z15-Z18 shifted copies
TEXT ·signShinglesAVX512(SB), NOSPLIT, $0-40
	MOVQ seeds+32(FP), AX
	VMOVDQU64 (AX), Z0
	VMOVDQU64 64(AX), Z1
	VMOVDQU64 128(AX), Z2
	VMOVDQU64 192(AX), Z3
	MOVQ $0xbf58476d1ce4e5b9, AX
	VPBROADCASTQ AX, Z4
	MOVQ $0x94d049bb133111eb, AX
	VPBROADCASTQ AX, Z5
	VPTERNLOGQ $0xff, Z6, Z6, Z6 // all ones: the minimum of no shingles
	VMOVDQA64 Z6, Z7
	VMOVDQA64 Z6, Z8
	VMOVDQA64 Z6, Z9
	MOVQ hs_base+8(FP), SI
	MOVQ hs_len+16(FP), CX
	TESTQ CX, CX
	JZ done

loop:
	VPBROADCASTQ (SI), Z10

	// x = h ^ seed
	VPXORQ Z0, Z10, Z11
	VPXORQ Z1, Z10, Z12
	VPXORQ Z2, Z10, Z13
	VPXORQ Z3, Z10, Z14

	// x *= 0xbf58476d1ce4e5b9
	VPMULLQ Z4, Z11, Z11
	VPMULLQ Z4, Z12, Z12
	VPMULLQ Z4, Z13, Z13
	VPMULLQ Z4, Z14, Z14

	// x ^= x >> 27
	VPSRLQ $27, Z11, Z15
	VPSRLQ $27, Z12, Z16
	VPSRLQ $27, Z13, Z17
	VPSRLQ $27, Z14, Z18
	VPXORQ Z15, Z11, Z11
	VPXORQ Z16, Z12, Z12
	VPXORQ Z17, Z13, Z13
	VPXORQ Z18, Z14, Z14

	// x *= 0x94d049bb133111eb
	VPMULLQ Z5, Z11, Z11
	VPMULLQ Z5, Z12, Z12
	VPMULLQ Z5, Z13, Z13
	VPMULLQ Z5, Z14, Z14

	// x ^= x >> 31
	VPSRLQ $31, Z11, Z15
	VPSRLQ $31, Z12, Z16
	VPSRLQ $31, Z13, Z17
	VPSRLQ $31, Z14, Z18
	VPXORQ Z15, Z11, Z11
	VPXORQ Z16, Z12, Z12
	VPXORQ Z17, Z13, Z13
	VPXORQ Z18, Z14, Z14

	// m = min(m, x)
	VPMINUQ Z11, Z6, Z6
	VPMINUQ Z12, Z7, Z7
	VPMINUQ Z13, Z8, Z8
	VPMINUQ Z14, Z9, Z9

	ADDQ $8, SI
	DECQ CX
	JNZ loop

done:
	// sig[k] = uint32(m[k] >> 32)
	VPSRLQ $32, Z6, Z6
	VPSRLQ $32, Z7, Z7
	VPSRLQ $32, Z8, Z8
	VPSRLQ $32, Z9, Z9
	MOVQ sig+0(FP), DI
	VPMOVQD Z6, (DI)
	VPMOVQD Z7, 32(DI)
	VPMOVQD Z8, 64(DI)
	VPMOVQD Z9, 96(DI)
	VZEROUPPER
	RET
