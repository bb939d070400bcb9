#!/usr/bin/env bash
# samples cumulative cpu of all processes every 1s into /tmp/ps.log until killed
while true; do ps -eo pid=,times=,args= | awk '{pid=$1; t=$2; $1="";$2=""; print pid, t, substr($0,1,200)}' >> /tmp/ps.log; echo "--" >> /tmp/ps.log; sleep 1; done
