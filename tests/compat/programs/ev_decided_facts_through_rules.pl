% evidence on a derived atom decides the facts under it (true) and another's (false); conditional answers of 0, 1 and in between
0.3::rain.  0.5::ot :- rain.  0.8::ot :- \+ rain. 0.6::wind. 0.7::storm :- rain, wind.
evidence(storm). query(ot). query(rain). query(wind).
0.2::hail. cold :- hail, \+ rain. evidence(cold, false). query(hail).
