% written for this corpus by a find-only hunt (session 22; HMM / Markov chain over lists)
% tiny HMM part-of-speech tagger: probability of tags given words
0.6::tag0(noun) ; 0.4::tag0(verb).
0.3::tr(I, noun, noun) ; 0.7::tr(I, noun, verb).
0.8::tr(I, verb, noun) ; 0.2::tr(I, verb, verb).
0.5::em(I, noun, fish) ; 0.5::em(I, noun, time).
0.6::em(I, verb, fish) ; 0.4::em(I, verb, flies).
tag(0, T) :- tag0(T).
tag(I, T) :- I > 0, J is I - 1, tag(J, T0), tr(J, T0, T).
words([], _).
words([W|Ws], I) :- tag(I, T), em(I, T, W), I1 is I + 1, words(Ws, I1).
evidence(words([fish, fish], 0)).
query(tag(0, T)).
query(tag(1, T)).
