% binary numbers: conversion both ways
bin(0, [0]).
bin(1, [1]).
bin(N, B) :- N > 1, Q is N // 2, R is N mod 2, bin(Q, B0), append(B0, [R], B).
val([], A, A).
val([D|Ds], A, V) :- A1 is A * 2 + D, val(Ds, A1, V).
roundtrip(N) :- bin(N, B), val(B, 0, N).
:- use_module(library(lists)).
query(bin(13, _)).
query(roundtrip(100)).
