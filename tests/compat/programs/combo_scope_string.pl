% combination: library(scope) facts whose values library(string) joins into names
:- use_module(library(lists)).
:- use_module(library(scope)).
:- use_module(library(string)).
0.5::en:greet(hello). 0.8::fr:greet(bonjour).
0.6::en:who(world).
fr:who(monde).
say(S, M) :- S:(greet(G), who(W)), join('_', [G, W], M).
query(say(en, _)). query(say(fr, _)).
