% PCFG over explicit difference lists: the probability of a sentence, summed over its parse trees (an ambiguous PP attachment)
0.6::vp(I, vp1); 0.4::vp(I, vp2).
0.5::np(I, det); 0.3::np(I, pn); 0.2::np(I, npp).
s(I, A, B) :- np_(I-1, A, M), vp_(I-2, M, B).
np_(I, [the, dog|R], R) :- np(I, det).
np_(I, [john|R], R) :- np(I, pn).
np_(I, [the, dog|M], B) :- np(I, npp), pp_(I-2, M, B).
pp_(I, [with|A], B) :- np_(I-1, A, B).
vp_(I, [saw|A], B) :- vp(I, vp1), np_(I-1, A, B).
vp_(I, [saw|A], B) :- vp(I, vp2), np_(I-1, A, M), pp_(I-2, M, B).
query(s(0, [john, saw, the, dog], [])).
query(s(0, [john, saw, the, dog, with, john], [])).
query(s(0, [the, dog, saw, john], [])).
