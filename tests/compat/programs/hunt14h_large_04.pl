% a part-of-speech HMM over a sentence given as a list
word_list([the, old, man, the, boats]).
0.6::tag(0, det); 0.2::tag(0, noun); 0.2::tag(0, adj).
trans(det, [0.05, 0.55, 0.4]). trans(noun, [0.3, 0.3, 0.1, 0.3]). trans(adj, [0.05, 0.75, 0.2]). trans(verb, [0.6, 0.2, 0.2]).
0.05::tag(T, det); 0.55::tag(T, noun); 0.4::tag(T, adj) :- T > 0, T1 is T - 1, tag(T1, det).
0.3::tag(T, det); 0.3::tag(T, noun); 0.1::tag(T, adj); 0.3::tag(T, verb) :- T > 0, T1 is T - 1, tag(T1, noun).
0.05::tag(T, det); 0.75::tag(T, noun); 0.2::tag(T, adj) :- T > 0, T1 is T - 1, tag(T1, adj).
0.6::tag(T, det); 0.2::tag(T, noun); 0.2::tag(T, adj) :- T > 0, T1 is T - 1, tag(T1, verb).
emit(det, the, 0.9). emit(noun, old, 0.1). emit(noun, man, 0.4). emit(noun, boats, 0.5).
emit(adj, old, 1.0). emit(verb, man, 0.6). emit(verb, boats, 0.4).
P::says(T, W) :- tag(T, G), emit(G, W, P).
evidence(says(T, W)) :- word_list(L), nth0(T, L, W).
query(tag(2, _)).
query(tag(1, _)).
:- use_module(library(lists)).
