% library(scope): two scenarios with their own facts, compared
:- use_module(library(scope)).
s1:rain. 0.4::s1:sprinkler.
0.7::s2:rain. 0.2::s2:sprinkler.
s1:cloudy. s2:cloudy :- s2:rain.
bright(S) :- scope(S), \+ S:cloudy.
scope(s1). scope(s2).
query(bright(S)).
wet(S) :- S:rain.
wet(S) :- S:sprinkler.
query(wet(s1)).
query(wet(s2)).
