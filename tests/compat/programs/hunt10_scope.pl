% hunt10: library(scope): a negation and an AD inside scopes, a rule across two scopes
:- use_module(library(lists)).
:- use_module(library(scope)).
0.4::s1:a. 0.7::s2:a.
0.5::s1:c; 0.3::s1:d.
s1:b :- s1:a, s1:c.
s2:b :- \+ s2:a.
both :- s1:b, s2:b.
either :- s1:d ; s2:b.
query(s1:b). query(s2:b). query(both). query(either).
