% text: a tiny topic model, one topic per document, a word per position from the topic's distribution
:- use_module(library(lists)).
doc(d1, [ball, goal, vote]).
doc(d2, [vote, law, law]).
0.5::topic(D, sport); 0.5::topic(D, politics) :- doc(D, _).
0.4::word(D, I, ball); 0.4::word(D, I, goal); 0.1::word(D, I, vote); 0.1::word(D, I, law) :- topic(D, sport), between(1, 3, I).
0.05::word(D, I, ball); 0.05::word(D, I, goal); 0.5::word(D, I, vote); 0.4::word(D, I, law) :- topic(D, politics), between(1, 3, I).
observed(D) :- doc(D, Ws), observed(D, 1, Ws).
observed(_, _, []).
observed(D, I, [W|Ws]) :- word(D, I, W), J is I + 1, observed(D, J, Ws).
evidence(observed(d1)).
evidence(observed(d2)).
query(topic(d1, T)).
query(topic(d2, T)).
