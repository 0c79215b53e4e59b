% written for this corpus by a find-only hunt (session 23; library(lists) and library(apply))
% Menu planning: union/3, subtract/3, delete/3 and list_to_set/2 over guests' allergies
:- use_module(library(lists)).
0.5::comes(ann). 0.7::comes(bob). 0.4::comes(cid).
allergy(ann, [nuts, milk]). allergy(bob, [milk]). allergy(cid, [fish, nuts]).
dishes([soup, fish, cake, salad]).
contains(cake, milk). contains(cake, nuts). contains(fish, fish).
avoid(A) :- findall(X, (comes(P), allergy(P, L), member(X, L)), A0), list_to_set(A0, A).
unsafe(U) :- avoid(A), findall(D, (contains(D, X), member(X, A)), U0), list_to_set(U0, U).
menu(M) :- dishes(D), unsafe(U), subtract(D, U, M).
with_bread(M2) :- menu(M), union(M, [bread, soup], M2).
no_soup(M3) :- menu(M), delete(M, soup, M3).
query(menu(_)).
query(with_bread(_)).
query(no_soup(_)).
