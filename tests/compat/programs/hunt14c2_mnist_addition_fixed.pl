% written for this corpus by a find-only hunt (session 22; lists and flexible probabilities)
% MNIST-addition style model with fixed classifier outputs instead of a network
:- use_module(library(lists)).
probs(img1, [0.1, 0.7, 0.2]).
probs(img2, [0.5, 0.25, 0.25]).
P::digit(I, D) :- probs(I, Ps), nth0(D, Ps, P).
addition(X, Y, Z) :- digit(X, A), digit(Y, B), Z is A + B.
query(addition(img1, img2, Z)).
