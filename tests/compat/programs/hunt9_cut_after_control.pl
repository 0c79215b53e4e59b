% hunt9: library(cut) loaded after library(control): cut/1 is library(cut)'s own
:- use_module(library(lists)).
:- use_module(library(control)).
:- use_module(library(cut)).
0.6::p(1).
0.3::p(2).
0.5::p(3).
0.2::q(1,1).
0.6::q(2,3).
0.6::q(3,1).
0.5::rr(1, X) :- p(X). rr(2, X) :- q(X, X). 0.3::rr(3, 3).
0.8::h0(X) :- member(X, [1,2,3]), cut(rr(X)).
query(h0(_)).
