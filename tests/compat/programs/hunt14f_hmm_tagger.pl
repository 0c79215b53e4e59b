% written for this corpus by a find-only hunt (session 23; NLP toy grammars and taggers)
% A two-tag part-of-speech HMM over a three-word sentence, with the tag sequence as a list
0.6::start(noun); 0.4::start(verb).
0.3::trans(T, noun, noun); 0.7::trans(T, noun, verb) :- between(1, 2, T).
0.8::trans(T, verb, noun); 0.2::trans(T, verb, verb) :- between(1, 2, T).
emit(noun, dogs, 0.5). emit(noun, bark, 0.1). emit(noun, cats, 0.4).
emit(verb, dogs, 0.05). emit(verb, bark, 0.9). emit(verb, cats, 0.05).
P::says(T, Tag, W) :- emit(Tag, W, P), between(0, 2, T).
tags(0, [S]) :- start(S).
tags(T, [S2, S1|R]) :- T > 0, T0 is T - 1, tags(T0, [S1|R]), trans(T, S1, S2).
obs([dogs, bark, cats]).
fits([], _).
fits([W|Ws], T) :- true, fits_(W, T, Ws).
fits_(W, T, Ws) :- nth_tag(T, Tag), says(T, Tag, W), T1 is T + 1, fits(Ws, T1).
:- use_module(library(lists)).
tagseq(S) :- tags(2, R), reverse(R, S).
nth_tag(T, Tag) :- tagseq(S), nth0(T, S, Tag).
query(tagseq(_)).
evidence(says(0, noun, dogs)).
evidence(says(1, verb, bark)).
