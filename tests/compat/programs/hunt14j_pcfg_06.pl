% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% a PCFG parsed bottom-up over a fixed sentence: which parse is more probable
:- use_module(library(lists)).
0.7::use(s_np_vp). 0.3::use(s_vp).
0.6::use(np_det_n). 0.4::use(np_n).
0.5::use(vp_v_np). 0.5::use(vp_v).
w(0, the, 1). w(1, dog, 2). w(2, chased, 3). w(3, the, 4). w(4, cat, 5).
lex(the, det). lex(dog, n). lex(cat, n). lex(chased, v).
cat(I, C, J) :- w(I, W, J), lex(W, C).
np(I, J) :- use(np_det_n), cat(I, det, K), cat(K, n, J).
np(I, J) :- use(np_n), cat(I, n, J).
vp(I, J) :- use(vp_v_np), cat(I, v, K), np(K, J).
vp(I, J) :- use(vp_v), cat(I, v, J).
s(I, J) :- use(s_np_vp), np(I, K), vp(K, J).
s(I, J) :- use(s_vp), vp(I, J).
query(s(0, 5)).
query(s(0, 3)).
query(np(3, 5)).
query(s(2, 5)).
